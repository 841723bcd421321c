// rjsf templates rendered with design-system components. Leaf widgets render their own label, help and error
// (through the DS FormField), so the FieldTemplate adds those only for containers (objects, arrays). Templates
// are taken from the registry (not per-field `ui:options` template overrides, which the console does not use).
import { createContext, useContext, type ReactNode } from 'react';
import {
  ADDITIONAL_PROPERTY_FLAG,
  buttonId,
  canExpand,
  descriptionId,
  errorId,
  getSubmitButtonOptions,
  getUiOptions,
  helpId,
  titleId,
  TranslatableString,
  type ArrayFieldDescriptionProps,
  type ArrayFieldItemButtonsTemplateProps,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type ArrayFieldTitleProps,
  type BaseInputTemplateProps,
  type CyclicSchemaExpandProps,
  type DescriptionFieldProps,
  type ErrorListProps,
  type FallbackFieldTemplateProps,
  type FieldPathId,
  type FieldErrorProps,
  type FieldHelpProps,
  type FieldTemplateProps,
  type GridTemplateProps,
  type IconButtonProps,
  type MultiSchemaFieldTemplateProps,
  type ObjectFieldTemplateProps,
  type OptionalDataControlsTemplateProps,
  type Registry,
  type SubmitButtonProps,
  type TemplatesType,
  type TitleFieldProps,
  type UiSchema,
  type UnsupportedFieldProps,
  type WrapIfAdditionalTemplateProps,
} from '@rjsf/utils';
import { Button } from '@ds/Button';
import { TextField } from '@ds/TextField';
import { FormColumn } from '../layout';
import { Column, ErrorList, ErrorText, Help, Item, Row, Title, Toolbar } from './theme.styles';
import { DsPasswordWidget, DsTextWidget } from './widgets';
import { ItemLabelProvider, useShownLabel } from './shownTexts';

/**
 * The heading level of a container's title by its depth, so titles nest under the page's or drawer's own
 * heading without skipping a level: a top-level object or array is an h2, an item or object inside it an h3…
 */
const HeadingLevel = createContext(2);
const levelOf = (fieldPathId: FieldPathId) => Math.min(6, 1 + Math.max(1, fieldPathId.path.length));
const headingTag = (level: number) => `h${level}` as 'h2';

/** The help a field shows: its catalogue text (translatedUi.ts), never the schema's own description. */
const shownHelp = (uiSchema: UiSchema | undefined) => {
  const help = uiSchema?.['ui:description'];
  return typeof help === 'string' && help ? help : undefined;
};

// ─── Field and container layout ───────────────────────────────────────────────────────────────────────────
/** Fields rendered by ObjectFieldTemplate / ArrayFieldTemplate (not by a leaf widget that owns its texts). */
function isContainer(props: FieldTemplateProps): boolean {
  const { schema, uiSchema, registry } = props;
  if (schema.type === 'object') return true;
  if (schema.type !== 'array') return false;
  return !registry.schemaUtils.isMultiSelect(schema) && !registry.schemaUtils.isFilesArray(schema, uiSchema);
}

/** Hidden fields stay hidden; containers get their help and errors here; additional properties get a key row. */
function FieldTemplate(props: FieldTemplateProps) {
  const { children, hidden, errors, help, registry } = props;
  if (hidden) return <div hidden>{children}</div>;
  const { WrapIfAdditionalTemplate } = registry.templates;
  const container = isContainer(props);
  return (
    <WrapIfAdditionalTemplate {...props}>
      {children}
      {container ? help : null}
      {container ? errors : null}
    </WrapIfAdditionalTemplate>
  );
}

/**
 * Objects: fields in one column; a nested object gets its title and help (the page titles the root), an array
 * item its item label ("Target 2").
 */
function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, fieldPathId, registry, uiSchema, schema } = props;
  const title = useShownLabel(fieldPathId.$id, props.title);
  const description = shownHelp(uiSchema);
  const isRoot = fieldPathId.$id === registry.globalFormOptions.idPrefix;
  const { TitleFieldTemplate, DescriptionFieldTemplate } = registry.templates;
  const { AddButton } = registry.templates.ButtonTemplates;
  const expandable = canExpand(schema, uiSchema, props.formData) && !props.readonly;
  const fields = properties.filter((p) => !p.hidden).map((p) => p.content);
  const hiddenFields = properties.filter((p) => p.hidden).map((p) => p.content);
  const body = (
    <>
      {fields}
      {hiddenFields}
      {expandable ? (
        <Toolbar>
          <AddButton
            id={buttonId(fieldPathId, 'add')}
            onClick={() => props.onAddProperty()}
            disabled={props.disabled || props.readonly}
            uiSchema={uiSchema}
            registry={registry}
          />
        </Toolbar>
      ) : null}
    </>
  );
  if (isRoot) return <FormColumn>{body}</FormColumn>;
  return (
    <Column>
      {title ? (
        <HeadingLevel.Provider value={levelOf(fieldPathId)}>
          <TitleFieldTemplate
            id={titleId(fieldPathId)}
            title={title}
            required={props.required}
            schema={schema}
            uiSchema={uiSchema}
            registry={registry}
            optionalDataControl={props.optionalDataControl}
          />
        </HeadingLevel.Provider>
      ) : null}
      {description ? (
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
      {body}
    </Column>
  );
}

function TitleFieldTemplate({ id, title, optionalDataControl }: TitleFieldProps) {
  const level = useContext(HeadingLevel);
  return (
    <Row>
      <Title id={id} as={headingTag(level)}>
        {title}
      </Title>
      {optionalDataControl}
    </Row>
  );
}

function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return <Help id={id}>{description}</Help>;
}

function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return <Help id={helpId(fieldPathId)}>{help}</Help>;
}

function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const list = (errors ?? []).filter(Boolean);
  if (list.length === 0) return null;
  return (
    <ErrorText id={errorId(fieldPathId)}>
      {list.map((error, i) => (
        <div key={i}>{error}</div>
      ))}
    </ErrorText>
  );
}

/** The error summary (ResourceForm turns it off: errors show on their fields and focus moves to the first). */
function ErrorListTemplate({ errors, registry }: ErrorListProps) {
  return (
    <ErrorText role="alert">
      <Title as="h2">{registry.translateString(TranslatableString.ErrorsLabel)}</Title>
      <ErrorList>
        {errors.map((error, i) => (
          <li key={i}>{error.stack}</li>
        ))}
      </ErrorList>
    </ErrorText>
  );
}

/** Additional properties (`additionalProperties`): a key TextField, the value, and a remove button. */
function WrapIfAdditionalTemplate(props: WrapIfAdditionalTemplateProps) {
  const { children, schema, id, label, registry, uiSchema, disabled, readonly, required } = props;
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return <>{children}</>;
  const { RemoveButton } = registry.templates.ButtonTemplates;
  return (
    <Row>
      <div data-part="grow">
        <TextField
          id={`${id}-key`}
          label={registry.translateString(TranslatableString.KeyLabel, [label])}
          defaultValue={label}
          isRequired={required}
          isDisabled={disabled}
          isReadOnly={readonly}
          onBlur={(event) => props.onKeyRenameBlur(event)}
        />
      </div>
      <div data-part="grow">{children}</div>
      <RemoveButton
        id={buttonId(id, 'remove')}
        disabled={disabled || readonly}
        onClick={() => props.onRemoveProperty()}
        uiSchema={uiSchema}
        registry={registry}
      />
    </Row>
  );
}

// ─── Arrays ───────────────────────────────────────────────────────────────────────────────────────────────
function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, title, schema, uiSchema, registry, fieldPathId, required } = props;
  const options = getUiOptions(uiSchema);
  const { ArrayFieldTitleTemplate, ArrayFieldDescriptionTemplate } = registry.templates;
  const { AddButton } = registry.templates.ButtonTemplates;
  const description = shownHelp(uiSchema);
  return (
    <Column>
      <ArrayFieldTitleTemplate
        fieldPathId={fieldPathId}
        title={options.title ?? title}
        required={required}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
        optionalDataControl={props.optionalDataControl}
      />
      <ArrayFieldDescriptionTemplate
        fieldPathId={fieldPathId}
        description={description}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
      />
      {items}
      {canAdd ? (
        <Toolbar>
          <AddButton
            id={buttonId(fieldPathId, 'add')}
            onClick={onAddClick}
            disabled={props.disabled || props.readonly}
            uiSchema={uiSchema}
            registry={registry}
          />
        </Toolbar>
      ) : null}
    </Column>
  );
}

function ArrayFieldTitleTemplate({ title, fieldPathId, optionalDataControl }: ArrayFieldTitleProps) {
  if (!title) return null;
  return (
    <Row>
      <Title id={titleId(fieldPathId)} as={headingTag(levelOf(fieldPathId))}>
        {title}
      </Title>
      {optionalDataControl}
    </Row>
  );
}

function ArrayFieldDescriptionTemplate({ description, fieldPathId }: ArrayFieldDescriptionProps) {
  if (!description) return null;
  return <Help id={descriptionId(fieldPathId)}>{description}</Help>;
}

/** One array item; the field inside it is labelled by the array's item label and number. */
function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, hasToolbar, buttonsProps, registry, index, parentUiSchema } = props;
  const { ArrayFieldItemButtonsTemplate } = registry.templates;
  return (
    <Item data-part="array-item">
      <div data-part="content">
        <ItemLabelProvider id={buttonsProps.fieldPathId.$id} index={index} parentUiSchema={parentUiSchema}>
          {children}
        </ItemLabelProvider>
      </div>
      {hasToolbar ? <ArrayFieldItemButtonsTemplate {...buttonsProps} /> : null}
    </Item>
  );
}

function ArrayFieldItemButtonsTemplate(props: ArrayFieldItemButtonsTemplateProps) {
  const { fieldPathId, index, totalItems, hasMoveUp, hasMoveDown, hasCopy, hasRemove, registry, uiSchema } =
    props;
  const { MoveUpButton, MoveDownButton, CopyButton, RemoveButton } = registry.templates.ButtonTemplates;
  const locked = props.disabled || props.readonly;
  return (
    <Toolbar>
      {hasMoveUp || hasMoveDown ? (
        <MoveUpButton
          id={buttonId(fieldPathId, 'moveUp')}
          disabled={locked || !hasMoveUp || index === 0}
          onClick={props.onMoveUpItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
      {hasMoveUp || hasMoveDown ? (
        <MoveDownButton
          id={buttonId(fieldPathId, 'moveDown')}
          disabled={locked || !hasMoveDown || index === totalItems - 1}
          onClick={props.onMoveDownItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
      {hasCopy ? (
        <CopyButton
          id={buttonId(fieldPathId, 'copy')}
          disabled={locked}
          onClick={props.onCopyItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
      {hasRemove ? (
        <RemoveButton
          id={buttonId(fieldPathId, 'remove')}
          disabled={locked}
          onClick={props.onRemoveItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
    </Toolbar>
  );
}

// ─── Buttons ──────────────────────────────────────────────────────────────────────────────────────────────
const icons: Record<string, ReactNode> = {
  plus: <path d="M8 3v10M3 8h10" />,
  remove: <path d="M4 4l8 8M12 4l-8 8" />,
  copy: <path d="M5 5V3h8v8h-2M3 5h8v8H3z" />,
  up: <path d="M4 10l4-4 4 4" />,
  down: <path d="M4 6l4 4 4-4" />,
};

function Icon({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
      {icons[name]}
    </svg>
  );
}

function iconButton(iconName: string, label: TranslatableString) {
  return function DsIconButton(props: IconButtonProps) {
    const { id, disabled, onClick, registry, title } = props;
    const name = title ?? (registry as Registry).translateString(label);
    return (
      <Button
        id={id}
        size="small"
        aria-label={name}
        icon={<Icon name={iconName} />}
        isDisabled={disabled}
        onPress={() => onClick?.(undefined as never)}
      />
    );
  };
}

function AddButton(props: IconButtonProps) {
  const { id, disabled, onClick, registry } = props;
  return (
    <Button
      id={id}
      size="small"
      icon={<Icon name="plus" />}
      isDisabled={disabled}
      onPress={() => onClick?.(undefined as never)}
    >
      {registry.translateString(TranslatableString.AddItemButton)}
    </Button>
  );
}

function SubmitButton({ uiSchema, registry }: SubmitButtonProps) {
  const { submitText, norender, props: buttonProps = {} } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <Button type="submit" variant="primary" isDisabled={Boolean(buttonProps.disabled)}>
      {submitText ?? registry.translateString(TranslatableString.AddButton)}
    </Button>
  );
}

// ─── Composition, fallbacks, diagnostics ──────────────────────────────────────────────────────────────────
function MultiSchemaFieldTemplate({ selector, optionSchemaField }: MultiSchemaFieldTemplateProps) {
  return (
    <Column>
      {selector}
      {optionSchemaField}
    </Column>
  );
}

function FallbackFieldTemplate({ typeSelector, schemaField }: FallbackFieldTemplateProps) {
  return (
    <Column>
      {typeSelector}
      {schemaField}
    </Column>
  );
}

function GridTemplate({ children, column }: GridTemplateProps) {
  return column ? <Column>{children}</Column> : <Row>{children}</Row>;
}

function OptionalDataControlsTemplate({
  id,
  label,
  onAddClick,
  onRemoveClick,
}: OptionalDataControlsTemplateProps) {
  if (onAddClick || onRemoveClick) {
    return (
      <Button
        id={id}
        size="small"
        aria-label={label}
        icon={<Icon name={onAddClick ? 'plus' : 'remove'} />}
        onPress={() => (onAddClick ?? onRemoveClick)?.()}
      />
    );
  }
  return <Help id={id}>{label}</Help>;
}

function UnsupportedFieldTemplate({ reason, registry, fieldPathId }: UnsupportedFieldProps) {
  const text = reason
    ? registry.translateString(TranslatableString.UnsupportedFieldWithIdAndReason, [fieldPathId.$id, reason])
    : registry.translateString(TranslatableString.UnsupportedFieldWithId, [fieldPathId.$id]);
  return <ErrorText role="alert">{text}</ErrorText>;
}

function CyclicSchemaExpandTemplate({ name, fieldPathId, registry, onExpand }: CyclicSchemaExpandProps) {
  return (
    <Column>
      <ErrorText>{registry.translateString(TranslatableString.CycleDetected, [name])}</ErrorText>
      <Toolbar>
        <Button id={`${fieldPathId.$id}-button`} size="small" onPress={() => onExpand(fieldPathId.$id)}>
          {registry.translateString(TranslatableString.ExpandButton)}
        </Button>
      </Toolbar>
    </Column>
  );
}

/** rjsf's BaseInputTemplate (used by third-party widgets) → the same DS text/number widget. */
function BaseInputTemplate(props: BaseInputTemplateProps) {
  const Widget = props.type === 'password' ? DsPasswordWidget : DsTextWidget;
  return <Widget {...props} />;
}

export const templates: TemplatesType = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ArrayFieldItemButtonsTemplate,
  ArrayFieldTitleTemplate,
  ArrayFieldDescriptionTemplate,
  BaseInputTemplate,
  DescriptionFieldTemplate,
  TitleFieldTemplate,
  FieldHelpTemplate,
  FieldErrorTemplate,
  ErrorListTemplate,
  WrapIfAdditionalTemplate,
  MultiSchemaFieldTemplate,
  FallbackFieldTemplate,
  GridTemplate,
  OptionalDataControlsTemplate,
  UnsupportedFieldTemplate,
  CyclicSchemaExpandTemplate,
  ButtonTemplates: {
    SubmitButton,
    AddButton,
    CopyButton: iconButton('copy', TranslatableString.CopyButton),
    MoveDownButton: iconButton('down', TranslatableString.MoveDownButton),
    MoveUpButton: iconButton('up', TranslatableString.MoveUpButton),
    RemoveButton: iconButton('remove', TranslatableString.RemoveButton),
    ClearButton: iconButton('remove', TranslatableString.ClearButton),
  },
};
