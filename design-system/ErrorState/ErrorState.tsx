import { useId } from 'react';
import type { ReactNode } from 'react';
import { Action, Description, Icon, RequestId, Root, Title } from './ErrorState.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface ErrorStateProps extends DataAttributes {
  /** What failed, in a short sentence ("Could not load zones"). */
  title: ReactNode;
  /** Why, and what the user can do. */
  description?: ReactNode;
  /** Id of the failed request, shown as selectable text so it can be quoted to support. */
  requestId?: string;
  /** Label in front of the request id (e.g. "Request ID"); required when `requestId` is given. */
  requestIdLabel?: string;
  /** Usually a "Try again" Button; may hold a second action (e.g. a Link to support). */
  action?: ReactNode;
  /** Icon above the title; the default is a warning glyph. Pass `null` for none. Decorative. */
  icon?: ReactNode;
  /** Heading level of the title. Default 2. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const defaultIcon = (
  <svg viewBox="0 0 40 40" fill="none">
    <circle cx="20" cy="20" r="16" stroke="currentColor" strokeWidth="2" />
    <path d="M20 12v10M20 27v1" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

/** A failed load in place of content: title, explanation, the request id for support, and a retry action. */
export function ErrorState({
  title,
  description,
  requestId,
  requestIdLabel,
  action,
  icon = defaultIcon,
  headingLevel = 2,
  className,
  ...rest
}: ErrorStateProps) {
  const titleId = useId();
  return (
    <Root {...dataAttributes(rest)} className={className} aria-labelledby={titleId} data-state="error">
      {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
      <Title as={`h${headingLevel}`} id={titleId}>
        {title}
      </Title>
      {description ? <Description>{description}</Description> : null}
      {requestId ? (
        <RequestId>
          {requestIdLabel ? <span>{requestIdLabel}</span> : null}
          <code data-part="request-id">{requestId}</code>
        </RequestId>
      ) : null}
      {action ? <Action>{action}</Action> : null}
    </Root>
  );
}
