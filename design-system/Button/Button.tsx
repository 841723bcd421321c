import type { ReactNode, Ref } from 'react';
import { Content, Icon, Spinner, StyledButton } from './Button.styles';
import { CollapsingText } from '../foundations/narrow.styles';
import type { DataAttributes } from '../foundations/dataAttributes';

export type ButtonVariant = 'primary' | 'normal' | 'danger' | 'link';
export type ButtonSize = 'small' | 'medium';

interface ButtonBaseProps extends DataAttributes {
  /** Visual weight: one primary per view, normal for the rest, danger for destructive actions, link for inline actions. Default 'normal'. */
  variant?: ButtonVariant;
  /** Default 'medium'. */
  size?: ButtonSize;
  /** Disables the button (not focusable). */
  isDisabled?: boolean;
  /** Shows a spinner, keeps focus, blocks presses and announces the busy state. */
  isPending?: boolean;
  /** Accessible name of the spinner while pending (e.g. "Saving"); required for screen readers when `isPending` can be true. */
  pendingLabel?: string;
  /** Called when the button is activated by pointer, Enter or Space. */
  onPress?: () => void;
  /** Default 'button'. */
  type?: 'button' | 'submit' | 'reset';
  /** Icon before the label (decorative, hidden from assistive technology). */
  icon?: ReactNode;
  form?: string;
  name?: string;
  value?: string;
  id?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'data-testid'?: string;
  ref?: Ref<HTMLButtonElement>;
}

interface ButtonWithLabel extends ButtonBaseProps {
  /** The visible label. */
  children: ReactNode;
  /** In a narrow container (the console layout on a phone) only the `icon` shows; the label stays the name. */
  collapsible?: boolean;
  /** Accessible name, when it must differ from the visible label. */
  'aria-label'?: string;
}

interface IconOnlyButton extends ButtonBaseProps {
  children?: undefined;
  icon: ReactNode;
  /** An icon-only button needs an accessible name. */
  'aria-label': string;
}

export type ButtonProps = ButtonWithLabel | IconOnlyButton;

export function Button({
  variant = 'normal',
  size = 'medium',
  isDisabled,
  isPending,
  pendingLabel,
  onPress,
  type = 'button',
  icon,
  children,
  ref,
  ...props
}: ButtonProps) {
  const { collapsible, ...rest } = props as ButtonProps & { collapsible?: boolean };
  const iconOnly = children === undefined || children === null;
  return (
    <StyledButton
      {...rest}
      ref={ref}
      type={type}
      isDisabled={isDisabled}
      isPending={isPending}
      onPress={onPress}
      data-variant={variant}
      data-size={size}
      data-icon-only={iconOnly || undefined}
      data-collapsible={(collapsible && icon && !iconOnly) || undefined}
    >
      <Content data-part="content">
        {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
        {collapsible && icon ? <CollapsingText>{children}</CollapsingText> : children}
      </Content>
      {isPending ? <Spinner isIndeterminate aria-label={pendingLabel} /> : null}
    </StyledButton>
  );
}
