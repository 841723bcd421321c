import type { ReactNode } from 'react';
import { Label, Remove, Root } from './Tag.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

interface TagBaseProps extends DataAttributes {
  /** The visible text. */
  children: ReactNode;
  isDisabled?: boolean;
  id?: string;
  className?: string;
}

interface StaticTag extends TagBaseProps {
  onRemove?: undefined;
  removeLabel?: undefined;
}

interface RemovableTag extends TagBaseProps {
  /** Shows a remove button; called when it is activated by pointer, Enter or Space. */
  onRemove: () => void;
  /** Accessible name of the remove button (e.g. "Remove filter status = active"). */
  removeLabel: string;
}

export type TagProps = StaticTag | RemovableTag;

const cross = (
  <svg viewBox="0 0 12 12" fill="none" aria-hidden="true">
    <path d="m3 3 6 6M9 3 3 9" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
  </svg>
);

export function Tag({ children, isDisabled, id, className, onRemove, removeLabel, ...rest }: TagProps) {
  const removable = onRemove !== undefined;
  return (
    <Root
      {...dataAttributes(rest)}
      id={id}
      className={className}
      data-removable={removable || undefined}
      data-disabled={isDisabled || undefined}
    >
      <Label>{children}</Label>
      {onRemove !== undefined ? (
        <Remove aria-label={removeLabel} isDisabled={isDisabled} onPress={onRemove}>
          {cross}
        </Remove>
      ) : null}
    </Root>
  );
}
