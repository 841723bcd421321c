import { useId } from 'react';
import type { ReactNode } from 'react';
import { Actions, Body, Description, Footer, Header, Heading, Root, Title } from './Card.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export type CardVariant = 'default' | 'stacked';

export interface CardProps extends DataAttributes {
  /** Heading of the card; also the accessible name of its region. */
  title?: ReactNode;
  /** One line under the title. */
  description?: ReactNode;
  /** Actions at the header's end (Buttons, a MenuButton). */
  actions?: ReactNode;
  /** The content. */
  children?: ReactNode;
  /** Footer content (secondary actions, a "View all" link). */
  footer?: ReactNode;
  /** 'default' (rounded, raised) or 'stacked' (adjacent stacked cards share borders). Default 'default'. */
  variant?: CardVariant;
  /** Let the body reach the card's edges (tables, lists). */
  disableBodyPadding?: boolean;
  /** Heading level of the title. Default 2. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A container for one topic of a page: header with title and actions, body, optional footer. */
export function Card({
  title,
  description,
  actions,
  children,
  footer,
  variant = 'default',
  disableBodyPadding = false,
  headingLevel = 2,
  className,
  ...rest
}: CardProps) {
  const titleId = useId();
  const hasHeader = Boolean(title || actions);
  return (
    <Root
      {...dataAttributes(rest)}
      className={className}
      data-variant={variant}
      aria-labelledby={title ? titleId : undefined}
    >
      {hasHeader ? (
        <Header>
          <Heading>
            {title ? (
              <Title as={`h${headingLevel}`} id={titleId}>
                {title}
              </Title>
            ) : null}
            {description ? <Description>{description}</Description> : null}
          </Heading>
          {actions ? <Actions>{actions}</Actions> : null}
        </Header>
      ) : null}
      {children !== undefined && children !== null ? (
        <Body data-flush={disableBodyPadding || undefined} data-has-header={hasHeader || undefined}>
          {children}
        </Body>
      ) : null}
      {footer ? <Footer>{footer}</Footer> : null}
    </Root>
  );
}
