// Form widgets of the type → widget registry's kinds that rjsf has no default for (src/engine/fieldTypes):
// country → CountryPicker, bytes / duration → NumberField with the stored unit as suffix, PEM → monospace
// TextArea. `kindWidget` picks a registry widget for a plain text/number field from its `x-kind`/format, so a
// schema alone chooses the widget (no per-resource uiSchema).
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { fieldKind } from '../fieldTypes/kinds';
import { fieldTypes } from '../fieldTypes/registry';
import type { FieldSchema } from '../schema';

/** `x-kind: country` → CountryPicker, loaded with its country names the first time a form shows one. */
export { DsCountryWidget } from './lazyCountryWidget';

/** The short, translated name of a unit ("sec", "giây", "Sek.") from Intl, for a NumberField suffix. */
export function unitLabel(unit: string, language: string): string {
  const parts = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).formatToParts(
    1,
  );
  return parts.find((part) => part.type === 'unit')?.value ?? unit;
}

const byteUnitNames: Readonly<Record<string, string>> = {
  B: 'byte',
  KB: 'kilobyte',
  MB: 'megabyte',
  GB: 'gigabyte',
};
const durationUnitNames: Readonly<Record<string, string>> = { s: 'second', ms: 'millisecond' };

function storedUnit(props: WidgetProps, names: Readonly<Record<string, string>>, fallback: string): string {
  const unit = (props.schema as Record<string, unknown>)['x-unit'];
  return names[typeof unit === 'string' ? unit : ''] ?? fallback;
}

/** A NumberField with the stored unit as its suffix (the number is what the API stores). */
function unitWidget(
  names: Readonly<Record<string, string>>,
  fallback: string,
  Number: ComponentType<WidgetProps>,
) {
  return function DsUnitWidget(props: WidgetProps) {
    const { i18n } = useTranslation();
    const unit = unitLabel(storedUnit(props, names, fallback), i18n.language);
    return <Number {...props} options={{ ...props.options, unit: props.options.unit ?? unit }} />;
  };
}

export function makeKindWidgets(numberWidget: ComponentType<WidgetProps>) {
  return {
    BytesWidget: unitWidget(byteUnitNames, 'byte', numberWidget),
    DurationWidget: unitWidget(durationUnitNames, 'second', numberWidget),
  };
}

/** The registry's widget name for a field rjsf renders with its default text/number/checkbox widget. */
export function kindWidgetName(schema: FieldSchema): string {
  return fieldTypes[fieldKind(schema)].widget;
}
