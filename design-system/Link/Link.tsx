import type { ReactNode, Ref } from 'react';
import { StyledLink } from './Link.styles';
import type { DataAttributes } from '../foundations/dataAttributes';

export type LinkVariant = 'inline' | 'standalone';

export interface LinkProps extends DataAttributes {
  /** Destination. Client-side navigation comes from react-aria's RouterProvider set up by the app. */
  href: string;
  children: ReactNode;
  /** 'inline' (underlined, inside text; default) or 'standalone' (underlined on hover only). */
  variant?: LinkVariant;
  /** Accessible name, when it must differ from the visible text. */
  'aria-label'?: string;
  'aria-current'?: 'page' | 'step' | 'location' | 'true' | boolean;
  target?: '_blank' | '_self';
  rel?: string;
  isDisabled?: boolean;
  /** Called on activation (in addition to navigation). */
  onPress?: () => void;
  id?: string;
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ variant = 'inline', children, ...rest }: LinkProps) {
  return (
    <StyledLink {...rest} data-variant={variant}>
      {children}
    </StyledLink>
  );
}
