// `format: color` / `ui:widget: color`: a text field holding the hex value (the accessible control: typed,
// labelled, validated) beside the browser's colour picker as a swatch for pointer users. The swatch repeats the
// text field, so it is hidden from assistive technology and left out of the tab order.
import type { WidgetProps } from '@rjsf/utils';
import { TextField } from '@ds/TextField';
import { ColorRow, Swatch } from './colorWidget.styles';
import { fieldProps, isEmpty } from './widgetProps';

const hex6 = /^#[0-9a-f]{6}$/i;

export function DsColorWidget(props: WidgetProps) {
  const text = isEmpty(props.value) ? '' : String(props.value);
  return (
    <ColorRow>
      <TextField
        {...fieldProps(props)}
        value={text}
        onChange={(value) => props.onChange(value === '' ? props.options.emptyValue : value)}
        onBlur={(event) => props.onBlur(props.id, event.target.value)}
        isDisabled={props.disabled}
        isReadOnly={props.readonly}
        placeholder={props.placeholder || undefined}
        autoComplete="off"
        maxLength={7}
      />
      <Swatch
        type="color"
        aria-hidden="true"
        tabIndex={-1}
        data-part="swatch"
        value={hex6.test(text) ? text.toLowerCase() : '#000000'}
        onChange={(event) => props.onChange(event.target.value)}
        disabled={props.disabled || props.readonly}
      />
    </ColorRow>
  );
}
