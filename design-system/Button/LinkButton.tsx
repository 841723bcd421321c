import type { ReactNode } from 'react';
import { Content, Icon, StyledLinkButton } from './Button.styles';
import type { ButtonSize } from './Button';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface LinkButtonProps extends DataAttributes {
  /** Destination. Client-side navigation comes from react-aria's RouterProvider set up by the app. */
  href: string;
  children: ReactNode;
  /** 'primary' for the view's one main action (e.g. "Add site" opening its create page), else 'normal'. */
  variant?: 'primary' | 'normal';
  /** Default 'medium'. */
  size?: ButtonSize;
  /** Icon before the label (decorative). */
  icon?: ReactNode;
  isDisabled?: boolean;
  'aria-label'?: string;
  id?: string;
  className?: string;
}

/**
 * A link that looks like a button: an action that opens a page (a create page) keeps link semantics — it can
 * open in a new tab and the screen reader says "link" — while weighing as much as the button it stands beside.
 */
export function LinkButton({
  variant = 'normal',
  size = 'medium',
  icon,
  children,
  ...rest
}: LinkButtonProps) {
  return (
    <StyledLinkButton {...rest} data-variant={variant} data-size={size}>
      <Content data-part="content">
        {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
        {children}
      </Content>
    </StyledLinkButton>
  );
}
