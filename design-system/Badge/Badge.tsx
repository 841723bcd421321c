import type { ReactNode } from 'react';
import { StyledBadge } from './Badge.styles';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  /** Status colour. Colour is never the only signal: the text must say the status too. Default 'neutral'. */
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
  id?: string;
}

export function Badge({ tone = 'neutral', children, className, id }: BadgeProps) {
  return (
    <StyledBadge className={className} id={id} data-tone={tone}>
      {children}
    </StyledBadge>
  );
}
