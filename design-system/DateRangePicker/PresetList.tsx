import { useContext } from 'react';
import { DateRangePickerStateContext } from 'react-aria-components';
import type { DateValue } from '@internationalized/date';
import { PresetButton, PresetList as List } from './DateRangePicker.styles';

export interface DateRange {
  start: DateValue;
  end: DateValue;
}

export interface DateRangePreset {
  id: string;
  /** Visible text, e.g. "Last 7 days". */
  label: string;
  /** The range, or a function computing it when pressed (so "Last 24 hours" ends at the moment of the press). */
  value: DateRange | (() => DateRange);
}

const resolve = (preset: DateRangePreset): DateRange =>
  typeof preset.value === 'function' ? preset.value() : preset.value;

const sameRange = (a: DateRange | null, b: DateRange) =>
  !!a && a.start.compare(b.start) === 0 && a.end.compare(b.end) === 0;

interface PresetListProps {
  presets: readonly DateRangePreset[];
  /** Accessible name of the group of presets. */
  label?: string;
}

/** Buttons that set a whole range at once and close the popover; the matching one is marked pressed. */
export function PresetList({ presets, label }: PresetListProps) {
  const state = useContext(DateRangePickerStateContext);
  const current = state?.value.start && state.value.end ? (state.value as DateRange) : null;
  return (
    <List role="group" aria-label={label}>
      {presets.map((preset) => {
        // Only fixed presets can be compared; computed ones ("last 24 hours") move with the clock.
        const isActive = typeof preset.value !== 'function' && sameRange(current, preset.value);
        return (
          <PresetButton
            key={preset.id}
            data-active={isActive || undefined}
            aria-pressed={isActive}
            onPress={() => {
              state?.setValue(resolve(preset));
              state?.close();
            }}
          >
            {preset.label}
          </PresetButton>
        );
      })}
    </List>
  );
}
