import { useId } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { Group, Label, Segment, Wrapper } from './SegmentedControl.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface SegmentedControlItem {
  id: string;
  /** Visible text of the segment. */
  label: string;
  /** Accessible name, when it must differ from the visible text (e.g. "1 day" for "1D"). */
  ariaLabel?: string;
  isDisabled?: boolean;
}

interface SegmentedControlBaseProps extends DataAttributes {
  /** The segments, in order. */
  items: readonly SegmentedControlItem[];
  /** Controlled selected id. One segment is always selected once one is. */
  value?: string;
  /** Uncontrolled initial id. */
  defaultValue?: string;
  /** Receives the newly selected id. */
  onChange?: (id: string) => void;
  isDisabled?: boolean;
  id?: string;
  className?: string;
}

interface WithVisibleLabel extends SegmentedControlBaseProps {
  /** Visible label, naming the group. */
  label: string;
  'aria-label'?: undefined;
}

interface WithAriaLabel extends SegmentedControlBaseProps {
  label?: undefined;
  /** Accessible name of the group when there is no visible label. */
  'aria-label': string;
}

export type SegmentedControlProps = WithVisibleLabel | WithAriaLabel;

const keys = (id: string | undefined): Key[] | undefined => (id === undefined ? undefined : [id]);

/** One choice among a few (e.g. a 1 / 3 / 7-day range), as a row of toggle buttons with single selection. */
export function SegmentedControl({
  label,
  items,
  value,
  defaultValue,
  onChange,
  isDisabled,
  id,
  className,
  'aria-label': ariaLabel,
  ...rest
}: SegmentedControlProps) {
  const labelId = useId();
  return (
    <Wrapper {...dataAttributes(rest)} className={className} id={id}>
      {label ? <Label id={labelId}>{label}</Label> : null}
      <Group
        aria-label={ariaLabel}
        aria-labelledby={label ? labelId : undefined}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={keys(value)}
        defaultSelectedKeys={keys(defaultValue)}
        onSelectionChange={(selection: Selection) => {
          if (selection === 'all') return;
          const [first] = selection;
          if (first !== undefined) onChange?.(String(first));
        }}
        isDisabled={isDisabled}
      >
        {items.map((item) => (
          <Segment key={item.id} id={item.id} isDisabled={item.isDisabled} aria-label={item.ariaLabel}>
            {item.label}
          </Segment>
        ))}
      </Group>
    </Wrapper>
  );
}
