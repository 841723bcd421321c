// rjsf widgets rendered with design-system components. Each leaf widget owns its label, help and error (the DS
// components wire them with ARIA through FormField), so the FieldTemplate only lays fields out.
import type { ComponentType } from 'react';
import {
  dataURItoBlob,
  enumOptionsIndexForValue,
  enumOptionsValueForIndex,
  TranslatableString,
  type RegistryWidgetsType,
  type WidgetProps,
} from '@rjsf/utils';
import { FileTrigger } from 'react-aria-components';
import { Button } from '@ds/Button';
import { Checkbox } from '@ds/Checkbox';
import { NumberField } from '@ds/NumberField';
import { RadioGroup } from '@ds/RadioGroup';
import { SecretField } from '@ds/SecretField';
import { Select } from '@ds/Select';
import { Switch } from '@ds/Switch';
import { TextArea } from '@ds/TextArea';
import { TextField, type TextFieldType } from '@ds/TextField';
import { ErrorText, Group, Help, Legend } from './theme.styles';
import { description, fieldProps, htmlName, isEmpty, stringOption, widgetError } from './widgetProps';
import { DsColorWidget } from './colorWidget';
import { DsDateTimeWidget, DsDateWidget, DsTimeWidget } from './lazyDateWidgets';
import { DsCountryWidget, kindWidgetName, makeKindWidgets } from './kindWidgets';
import { DsReferenceWidget } from './referenceWidget';
import { withShownTexts } from './shownTexts';

export { errorText } from './widgetProps';

// ─── Text ─────────────────────────────────────────────────────────────────────────────────────────────────
const inputTypes: readonly TextFieldType[] = ['text', 'email', 'password', 'search', 'tel', 'url'];

function textType(props: WidgetProps, fallback: TextFieldType): TextFieldType {
  const requested = props.options.inputType ?? props.type;
  if (typeof requested === 'string' && (inputTypes as readonly string[]).includes(requested)) {
    return requested as TextFieldType;
  }
  return fallback;
}

function DsTextField(props: WidgetProps & { fallbackType: TextFieldType }) {
  const maxLength = typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined;
  return (
    <TextField
      {...fieldProps(props)}
      type={textType(props, props.fallbackType)}
      value={isEmpty(props.value) ? '' : String(props.value)}
      onChange={(value) => props.onChange(value === '' ? props.options.emptyValue : value)}
      onBlur={(event) => props.onBlur(props.id, event.target.value)}
      isDisabled={props.disabled}
      isReadOnly={props.readonly}
      placeholder={props.placeholder || undefined}
      autoComplete={stringOption(props, 'autocomplete') ?? 'off'}
      maxLength={maxLength}
    />
  );
}

// ─── Numbers ──────────────────────────────────────────────────────────────────────────────────────────────
function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** number/integer → NumberField; `ui:options.unit` adds a unit suffix (also read with the description). */
export function DsNumberWidget(props: WidgetProps) {
  const { schema } = props;
  const integer = schema.type === 'integer';
  const step = numberOf(schema.multipleOf) ?? (integer ? 1 : undefined);
  const value =
    typeof props.value === 'number' ? props.value : isEmpty(props.value) ? NaN : Number(props.value);
  return (
    <NumberField
      {...fieldProps(props)}
      unit={stringOption(props, 'unit')}
      value={value}
      onChange={(next) => props.onChange(Number.isNaN(next) ? props.options.emptyValue : next)}
      onBlur={(event) => props.onBlur(props.id, event.target.value)}
      minValue={numberOf(schema.minimum)}
      maxValue={numberOf(schema.maximum)}
      step={step}
      formatOptions={integer ? { maximumFractionDigits: 0, useGrouping: false } : { useGrouping: false }}
      isDisabled={props.disabled}
      isReadOnly={props.readonly}
      placeholder={props.placeholder || undefined}
    />
  );
}

function isNumeric(props: WidgetProps): boolean {
  return props.schema.type === 'number' || props.schema.type === 'integer';
}

/** Widgets a field's kind (x-kind hint, writeOnly) picks in place of the plain text/number field. */
const kindDispatched: ReadonlySet<string> = new Set([
  'PasswordWidget',
  'PemWidget',
  'CountryWidget',
  'BytesWidget',
  'DurationWidget',
]);

/**
 * string → TextField, number/integer → NumberField (rjsf's default widget for numbers is TextWidget); a kind of
 * the type → widget registry (secret, pem, country, bytes, duration) renders its own widget instead.
 */
export function DsTextWidget(props: WidgetProps) {
  const name = kindWidgetName(props.schema);
  const KindWidget = kindDispatched.has(name) ? widgets[name] : undefined;
  if (KindWidget) return <KindWidget {...props} />;
  if (isNumeric(props)) return <DsNumberWidget {...props} />;
  return <DsTextField {...props} fallbackType="text" />;
}

function textWidget(type: TextFieldType) {
  return function DsTypedTextWidget(props: WidgetProps) {
    return <DsTextField {...props} fallbackType={type} />;
  };
}

// ─── Long text and secrets ────────────────────────────────────────────────────────────────────────────────
/** textarea → TextArea; `ui:options.rows`, `ui:options.monospace` (PEM, zone files). */
export function DsTextareaWidget(props: WidgetProps) {
  const rows = numberOf(props.options.rows);
  return (
    <TextArea
      {...fieldProps(props)}
      value={isEmpty(props.value) ? '' : String(props.value)}
      onChange={(value) => props.onChange(value === '' ? props.options.emptyValue : value)}
      onBlur={(event) => props.onBlur(props.id, event.target.value)}
      rows={rows}
      isMonospace={props.options.monospace === true}
      maxLength={numberOf(props.schema.maxLength)}
      isDisabled={props.disabled}
      isReadOnly={props.readonly}
      placeholder={props.placeholder || undefined}
    />
  );
}

interface SecretStrings {
  showSecret?: string;
  hideSecret?: string;
}

/**
 * password → SecretField. The toggle's names come from `ui:options.showLabel` / `hideLabel`, else from
 * `formContext.strings.showSecret` / `hideSecret`, else rjsf's translatable "Preview" label.
 */
export function DsPasswordWidget(props: WidgetProps) {
  const error = widgetError(props);
  const strings = ((props.registry.formContext as { strings?: SecretStrings } | undefined)?.strings ??
    {}) as SecretStrings;
  const preview = props.registry.translateString(TranslatableString.PreviewLabel);
  return (
    <SecretField
      id={props.id}
      name={htmlName(props)}
      label={props.label}
      showLabel={stringOption(props, 'showLabel') ?? strings.showSecret ?? preview}
      hideLabel={stringOption(props, 'hideLabel') ?? strings.hideSecret ?? preview}
      description={description(props)}
      value={isEmpty(props.value) ? '' : String(props.value)}
      onChange={(value) => props.onChange(value === '' ? props.options.emptyValue : value)}
      onBlur={(event) => props.onBlur(props.id, event.target.value)}
      autoComplete={stringOption(props, 'autocomplete') ?? 'new-password'}
      isMonospace={props.options.monospace === true}
      maxLength={numberOf(props.schema.maxLength)}
      isRequired={props.required}
      isDisabled={props.disabled}
      isReadOnly={props.readonly}
      isInvalid={!!error}
      errorMessage={error}
      placeholder={props.placeholder || undefined}
    />
  );
}

/** `x-kind: pem` → a monospace TextArea (certificates, keys). */
export function DsPemWidget(props: WidgetProps) {
  return (
    <DsTextareaWidget
      {...props}
      options={{ ...props.options, monospace: true, rows: props.options.rows ?? 8 }}
    />
  );
}

// ─── Choices ──────────────────────────────────────────────────────────────────────────────────────────────
function choiceItems(props: WidgetProps) {
  const disabled = Array.isArray(props.options.enumDisabled) ? props.options.enumDisabled : [];
  return (props.options.enumOptions ?? []).map((option, index) => ({
    id: String(index),
    label: option.label,
    isDisabled: disabled.includes(option.value),
  }));
}

function selectedIndex(props: WidgetProps): string | null {
  const index = enumOptionsIndexForValue(props.value, props.options.enumOptions, false);
  return typeof index === 'string' ? index : null;
}

function valueAt(props: WidgetProps, index: string | null): unknown {
  if (index === null) return props.options.emptyValue;
  return enumOptionsValueForIndex(index, props.options.enumOptions, props.options.emptyValue);
}

/** Several values of an enum (array with unique enum items) → one Checkbox per option in a labelled group. */
export function DsCheckboxesWidget(props: WidgetProps) {
  const error = widgetError(props);
  const selected: unknown[] = Array.isArray(props.value) ? props.value : [];
  const options = props.options.enumOptions ?? [];
  const disabled = Array.isArray(props.options.enumDisabled) ? props.options.enumDisabled : [];
  const help = description(props);
  return (
    <Group id={props.id} aria-invalid={error ? true : undefined}>
      <Legend data-required={props.required || undefined}>{props.label}</Legend>
      {help ? <Help>{help}</Help> : null}
      {options.map((option, index) => (
        <Checkbox
          key={String(index)}
          id={`${props.id}-${index}`}
          name={htmlName(props)}
          label={option.label}
          isSelected={selected.includes(option.value)}
          onChange={(isSelected) => {
            const next = isSelected
              ? options.map((o) => o.value).filter((v) => v === option.value || selected.includes(v))
              : selected.filter((v) => v !== option.value);
            props.onChange(next);
          }}
          isDisabled={props.disabled || props.readonly || disabled.includes(option.value)}
          isInvalid={!!error}
        />
      ))}
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Group>
  );
}

/** enum → Select (a multi-select renders as checkboxes). */
export function DsSelectWidget(props: WidgetProps) {
  if (props.multiple) return <DsCheckboxesWidget {...props} />;
  return (
    <Select
      {...fieldProps(props)}
      placeholder={props.placeholder ?? ''}
      items={choiceItems(props)}
      value={selectedIndex(props)}
      onChange={(index) => props.onChange(valueAt(props, index))}
      onBlur={() => props.onBlur(props.id, props.value)}
      isDisabled={props.disabled || props.readonly}
    />
  );
}

/** `ui:widget: radio` → RadioGroup; `ui:options.inline` lays the options out in a row. */
export function DsRadioWidget(props: WidgetProps) {
  return (
    <RadioGroup
      {...fieldProps(props)}
      items={choiceItems(props)}
      value={selectedIndex(props)}
      onChange={(index) => props.onChange(valueAt(props, index))}
      onBlur={() => props.onBlur(props.id, props.value)}
      orientation={props.options.inline ? 'horizontal' : 'vertical'}
      isDisabled={props.disabled}
      isReadOnly={props.readonly}
    />
  );
}

// ─── Booleans ─────────────────────────────────────────────────────────────────────────────────────────────
/** boolean → Checkbox. */
export function DsCheckboxWidget(props: WidgetProps) {
  return (
    <Checkbox
      {...fieldProps(props)}
      isSelected={!!props.value}
      onChange={(selected) => props.onChange(selected)}
      isDisabled={props.disabled || props.readonly}
    />
  );
}

/** `ui:widget: switch` → Switch (settings that apply at once, e.g. active/inactive). */
export function DsSwitchWidget(props: WidgetProps) {
  return (
    <Switch
      id={props.id}
      name={htmlName(props)}
      label={props.label}
      description={description(props)}
      isSelected={!!props.value}
      onChange={(selected) => props.onChange(selected)}
      isDisabled={props.disabled}
      isReadOnly={props.readonly}
    />
  );
}

// ─── Files and hidden values ──────────────────────────────────────────────────────────────────────────────
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.onload = () => {
      const url = String(reader.result);
      // rjsf's data-url convention carries the file name: data:<type>;name=<name>;base64,<data>
      resolve(url.replace(';base64', `;name=${encodeURIComponent(file.name)};base64`));
    };
    reader.readAsDataURL(file);
  });
}

function fileNames(value: unknown): string[] {
  const urls = (Array.isArray(value) ? value : [value]).filter(
    (v): v is string => typeof v === 'string' && !!v,
  );
  return urls.map((url) => {
    try {
      return dataURItoBlob(url).name;
    } catch {
      return '';
    }
  });
}

/** `format: data-url` → a DS Button opening the file picker (react-aria FileTrigger); names listed below. */
export function DsFileWidget(props: WidgetProps) {
  const error = widgetError(props);
  const accept = stringOption(props, 'accept');
  const names = fileNames(props.value).filter(Boolean);
  const help = description(props);
  return (
    <Group id={props.id}>
      <FileTrigger
        allowsMultiple={props.multiple}
        acceptedFileTypes={accept ? accept.split(',').map((s) => s.trim()) : undefined}
        onSelect={(list) => {
          const files = list ? Array.from(list) : [];
          void Promise.all(files.map(readAsDataUrl)).then((urls) =>
            props.onChange(props.multiple ? urls : urls[0]),
          );
        }}
      >
        <Button isDisabled={props.disabled || props.readonly}>{props.label}</Button>
      </FileTrigger>
      {help ? <Help>{help}</Help> : null}
      {names.length > 0 ? <Help data-part="files">{names.join(', ')}</Help> : null}
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Group>
  );
}

/** Hidden values have no UI: a hidden input keeps them in the form. */
export function HiddenWidget(props: WidgetProps) {
  return (
    <input
      type="hidden"
      id={props.id}
      name={htmlName(props)}
      value={props.value === undefined || props.value === null ? '' : String(props.value)}
    />
  );
}

const kindWidgets = makeKindWidgets(DsNumberWidget);

/**
 * Every widget of rjsf's default registry, plus `switch` (and its long name) and the widgets of the type →
 * widget registry's kinds (CountryWidget, BytesWidget, DurationWidget, PemWidget; src/engine/fieldTypes):
 * - booleans → Switch (settings that apply on save read as on/off); several enum values stay Checkboxes;
 * - Date, AltDate → DatePicker and DateTime, AltDateTime → DatePicker with minutes, holding ISO strings;
 *   Time → TimeField holding HH:mm:ss (dateWidgets.tsx);
 * - Color → TextField holding the hex text, with a native colour picker as its swatch (colorWidget.tsx);
 * - Range, Rating → NumberField with the schema's minimum, maximum and multipleOf;
 * - ReferenceWidget → a Select of another registered resource's records (referenceWidget.tsx).
 */
const ownWidgets: Record<string, ComponentType<WidgetProps>> = {
  TextWidget: DsTextWidget,
  URLWidget: textWidget('url'),
  EmailWidget: textWidget('email'),
  PasswordWidget: DsPasswordWidget,
  TextareaWidget: DsTextareaWidget,
  UpDownWidget: DsNumberWidget,
  RangeWidget: DsNumberWidget,
  RatingWidget: DsNumberWidget,
  SelectWidget: DsSelectWidget,
  RadioWidget: DsRadioWidget,
  CheckboxWidget: DsSwitchWidget,
  CheckboxesWidget: DsCheckboxesWidget,
  SwitchWidget: DsSwitchWidget,
  switch: DsSwitchWidget,
  DateWidget: DsDateWidget,
  DateTimeWidget: DsDateTimeWidget,
  TimeWidget: DsTimeWidget,
  AltDateWidget: DsDateWidget,
  AltDateTimeWidget: DsDateTimeWidget,
  ColorWidget: DsColorWidget,
  FileWidget: DsFileWidget,
  HiddenWidget,
  CountryWidget: DsCountryWidget,
  PemWidget: DsPemWidget,
  ReferenceWidget: DsReferenceWidget,
  ...kindWidgets,
};

/** Each widget with the label and required mark it shows (an array item's label; marks where needed now). */
export const widgets = Object.fromEntries(
  Object.entries(ownWidgets).map(([name, widget]) => [name, withShownTexts(widget)]),
) as RegistryWidgetsType & Record<string, ComponentType<WidgetProps>>;
