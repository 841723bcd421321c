import { useId } from 'react';
import type { ReactNode } from 'react';
import { Action, Description, Icon, Root, Title } from './EmptyState.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface EmptyStateProps extends DataAttributes {
  title: ReactNode;
  description?: ReactNode;
  /** Usually one Button (e.g. "Create …" or "Clear filters"). */
  action?: ReactNode;
  /** Decorative icon above the title. */
  icon?: ReactNode;
  /** Heading level of the title. Default 2. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 2,
  className,
  ...rest
}: EmptyStateProps) {
  const titleId = useId();
  return (
    <Root {...dataAttributes(rest)} className={className} aria-labelledby={titleId}>
      {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
      <Title as={`h${headingLevel}`} id={titleId}>
        {title}
      </Title>
      {description ? <Description>{description}</Description> : null}
      {action ? <Action>{action}</Action> : null}
    </Root>
  );
}
