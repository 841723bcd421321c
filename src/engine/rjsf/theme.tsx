// rjsf theme binding: rjsf's widgets and templates rendered with the design system, so schema forms look
// and behave like the rest of the console. Each leaf widget owns its label, help and error (the DS field
// components wire them with ARIA); templates only lay fields out.
import type {
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  RegistryWidgetsType,
  TemplatesType,
  WidgetProps,
} from '@rjsf/utils';
import { Checkbox } from '@ds/Checkbox';
import { TextField, type TextFieldType } from '@ds/TextField';
import { FormColumn } from '../layout';

function errorText(rawErrors: string[] | undefined): string | undefined {
  if (!rawErrors || rawErrors.length === 0) return undefined;
  return [...new Set(rawErrors)].join(' ');
}

function description(props: WidgetProps): string | undefined {
  const value = props.uiSchema?.['ui:description'] ?? props.options.description;
  return typeof value === 'string' && value ? value : undefined;
}

const inputTypes: readonly TextFieldType[] = ['text', 'email', 'password', 'search', 'tel', 'url', 'number'];

function inputType(props: WidgetProps, fallback: TextFieldType): TextFieldType {
  const requested = props.options.inputType;
  if (typeof requested === 'string' && (inputTypes as readonly string[]).includes(requested)) {
    return requested as TextFieldType;
  }
  if (props.schema.type === 'number' || props.schema.type === 'integer') return 'number';
  return fallback;
}

function makeTextWidget(fallback: TextFieldType) {
  return function DsTextWidget(props: WidgetProps) {
    const error = props.hideError ? undefined : errorText(props.rawErrors);
    const maxLength = typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined;
    return (
      <TextField
        id={props.id}
        name={props.htmlName ?? props.id}
        label={props.label}
        description={description(props)}
        type={inputType(props, fallback)}
        value={props.value === undefined || props.value === null ? '' : String(props.value)}
        onChange={(value) => props.onChange(value === '' ? props.options.emptyValue : value)}
        onBlur={(event) => props.onBlur(props.id, event.target.value)}
        isRequired={props.required}
        isDisabled={props.disabled}
        isReadOnly={props.readonly}
        isInvalid={!!error}
        errorMessage={error}
        placeholder={props.placeholder || undefined}
        autoComplete="off"
        maxLength={maxLength}
        inputMode={props.schema.type === 'integer' ? 'numeric' : undefined}
      />
    );
  };
}

function DsCheckboxWidget(props: WidgetProps) {
  const error = props.hideError ? undefined : errorText(props.rawErrors);
  return (
    <Checkbox
      id={props.id}
      name={props.htmlName ?? props.id}
      label={props.label}
      description={description(props)}
      isSelected={!!props.value}
      onChange={(selected) => props.onChange(selected)}
      isDisabled={props.disabled || props.readonly}
      isRequired={props.required}
      isInvalid={!!error}
      errorMessage={error}
    />
  );
}

function HiddenWidget(props: WidgetProps) {
  return (
    <input
      type="hidden"
      id={props.id}
      name={props.htmlName ?? props.id}
      value={props.value === undefined ? '' : String(props.value)}
    />
  );
}

export const widgets: RegistryWidgetsType = {
  TextWidget: makeTextWidget('text'),
  URLWidget: makeTextWidget('url'),
  EmailWidget: makeTextWidget('email'),
  PasswordWidget: makeTextWidget('password'),
  UpDownWidget: makeTextWidget('number'),
  CheckboxWidget: DsCheckboxWidget,
  HiddenWidget,
};

/** The widget renders label, help and errors itself; the template only hides hidden fields. */
function FieldTemplate({ children, hidden }: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  return <>{children}</>;
}

/** Objects: fields in one column (the page header titles the form). */
function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <FormColumn>{properties.map((property) => property.content)}</FormColumn>;
}

function Nothing() {
  return null;
}

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate: Nothing,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
  TitleFieldTemplate: Nothing,
};
