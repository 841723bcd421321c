import type { ReactNode } from 'react';
import { Actions, Breadcrumbs, Description, Root, Row, Title, Titles } from './PageHeader.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface PageHeaderProps extends DataAttributes {
  /** The page title, rendered as the page's only h1. */
  title: ReactNode;
  /** One or two sentences under the title. */
  description?: ReactNode;
  /** Buttons for page-level actions, right-aligned (wrapping under the title on narrow screens). */
  actions?: ReactNode;
  /** Breadcrumb navigation above the title. */
  breadcrumbs?: ReactNode;
  className?: string;
}

export function PageHeader({
  title,
  description,
  actions,
  breadcrumbs,
  className,
  ...rest
}: PageHeaderProps) {
  return (
    <Root {...dataAttributes(rest)} className={className}>
      {breadcrumbs ? <Breadcrumbs>{breadcrumbs}</Breadcrumbs> : null}
      <Row>
        <Titles>
          <Title>{title}</Title>
          {description ? <Description>{description}</Description> : null}
        </Titles>
        {actions ? <Actions>{actions}</Actions> : null}
      </Row>
    </Root>
  );
}
