import type { ReactNode } from 'react';
import { StyledBadge } from './Badge.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends DataAttributes {
  /** Status colour. Colour is never the only signal: the text must say the status too. Default 'neutral'. */
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
  id?: string;
}

export function Badge({ tone = 'neutral', children, className, id, ...rest }: BadgeProps) {
  return (
    <StyledBadge {...dataAttributes(rest)} className={className} id={id} data-tone={tone}>
      {children}
    </StyledBadge>
  );
}
