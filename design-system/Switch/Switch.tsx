import { useId, type ReactNode } from 'react';
import { Description, Root, Track, Wrapper } from './Switch.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface SwitchProps extends DataAttributes {
  /** Visible label; clicking it toggles the switch. */
  label: ReactNode;
  /** Help text under the label, wired as the switch's accessible description. */
  description?: ReactNode;
  /** Controlled state (on). */
  isSelected?: boolean;
  /** Uncontrolled initial state. */
  defaultSelected?: boolean;
  /** Receives the new state. */
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  /** Shows the state, stays focusable, does not change. */
  isReadOnly?: boolean;
  name?: string;
  value?: string;
  id?: string;
  className?: string;
}

/** An on/off setting that applies at once (e.g. an edge setting being active or inactive). */
export function Switch({
  label,
  description,
  isSelected,
  defaultSelected,
  onChange,
  isDisabled,
  isReadOnly,
  name,
  value,
  id,
  className,
  ...rest
}: SwitchProps) {
  const descriptionId = useId();
  return (
    <Wrapper {...dataAttributes(rest)} className={className}>
      <Root
        isSelected={isSelected}
        defaultSelected={defaultSelected}
        onChange={onChange}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        name={name}
        value={value}
        id={id}
        aria-describedby={description ? descriptionId : undefined}
      >
        <Track aria-hidden="true" data-part="track" />
        <span>{label}</span>
      </Root>
      {description ? (
        <Description id={descriptionId} data-part="description">
          {description}
        </Description>
      ) : null}
    </Wrapper>
  );
}
