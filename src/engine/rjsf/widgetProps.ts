// Helpers shared by the rjsf widgets: the props every design-system field takes from an rjsf widget.
import type { WidgetProps } from '@rjsf/utils';

export function errorText(rawErrors: string[] | undefined): string | undefined {
  if (!rawErrors || rawErrors.length === 0) return undefined;
  return [...new Set(rawErrors)].join(' ');
}

export function widgetError(props: WidgetProps): string | undefined {
  return props.hideError ? undefined : errorText(props.rawErrors);
}

/** The help a field shows: its catalogue text (translatedUi.ts), never the schema's own description. */
export function description(props: WidgetProps): string | undefined {
  const value = props.uiSchema?.['ui:description'] ?? props.options.description;
  return typeof value === 'string' && value ? value : undefined;
}

/** The props every DS field takes from an rjsf widget: id, name, label, help, required and error. */
export function fieldProps(props: WidgetProps) {
  const error = widgetError(props);
  return {
    id: props.id,
    name: htmlName(props),
    label: props.label,
    description: description(props),
    isRequired: props.required,
    isInvalid: !!error,
    errorMessage: error,
  };
}

export function stringOption(props: WidgetProps, key: string): string | undefined {
  const value = props.options[key];
  return typeof value === 'string' && value ? value : undefined;
}

export const htmlName = (props: WidgetProps) => props.htmlName ?? props.id;
export const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
