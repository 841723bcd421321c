import type { ReactNode } from 'react';
import type { BadgeTone } from '../Badge';
import { Arrow, Dot, Label, LinkRoot, Root } from './StatusBadge.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export type StatusBadgeStatus =
  'verified' | 'unverified' | 'active' | 'pending' | 'error' | 'disabled' | 'inactive';

/** The tone each status shows; one place to change the mapping. */
export const statusTones: Readonly<Record<StatusBadgeStatus, BadgeTone>> = {
  verified: 'success',
  unverified: 'warning',
  active: 'success',
  pending: 'info',
  error: 'danger',
  disabled: 'neutral',
  inactive: 'neutral',
};

/** Resolves the tone: an explicit `tone` wins, then the status mapping, then 'neutral'. */
export function statusTone(status?: StatusBadgeStatus, tone?: BadgeTone): BadgeTone {
  if (tone) return tone;
  return status ? statusTones[status] : 'neutral';
}

export interface StatusBadgeProps extends DataAttributes {
  /** The status; picks the tone (see `statusTones`). */
  status?: StatusBadgeStatus;
  /** Overrides the tone the status would pick. */
  tone?: BadgeTone;
  /** The visible label (e.g. "Verified"). Colour is never the only signal. */
  children: ReactNode;
  /** When set, the badge is a link to this destination (e.g. the verify tab of an unverified domain). */
  href?: string;
  /** Accessible name of the link, when it must say more than the label. */
  'aria-label'?: string;
  id?: string;
  className?: string;
}

const arrow = (
  <svg viewBox="0 0 12 12" fill="none">
    <path d="m4.5 2.5 3.5 3.5-3.5 3.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
  </svg>
);

export function StatusBadge({ status, tone, children, href, id, className, ...rest }: StatusBadgeProps) {
  const resolved = statusTone(status, tone);
  const content = (
    <>
      <Dot aria-hidden="true" />
      <Label data-part="label">{children}</Label>
    </>
  );
  if (href !== undefined) {
    return (
      <LinkRoot
        {...dataAttributes(rest)}
        href={href}
        id={id}
        className={className}
        aria-label={rest['aria-label']}
        data-tone={resolved}
        data-status={status}
      >
        {content}
        <Arrow aria-hidden="true">{arrow}</Arrow>
      </LinkRoot>
    );
  }
  return (
    <Root {...dataAttributes(rest)} id={id} className={className} data-tone={resolved} data-status={status}>
      {content}
    </Root>
  );
}
