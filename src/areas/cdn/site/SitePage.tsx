// The frame of a site's own screens (settings, rules, multi-CDN): the header with breadcrumbs area › Sites ›
// <site> › <page>, then the content once the site is loaded, or its loading, missing and forbidden states.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@ds/ErrorState';
import { Link } from '@ds/Link';
import { PageHeader } from '@ds/PageHeader';
import { Skeleton } from '@ds/Skeleton';
import { useRecordPageBreadcrumbs } from '../../../engine/breadcrumbs';
import { ForbiddenState, isForbidden } from '../../../engine/ForbiddenState';
import { LoadFailed, RefreshFailed } from '../../../engine/LoadFailed';
import { Stack } from '../../../engine/layout';
import { siteResource, type Site } from '../resources';
import { useSite, useSiteId } from '../edge/useSite';
import { VisuallyHidden } from '../edge/edge.styles';

export interface SitePageProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** Between the header and the content (feature tabs). */
  views?: ReactNode;
  children: (site: Site) => ReactNode;
}

export function SitePage({ title, description, actions, views, children }: SitePageProps) {
  const { t } = useTranslation();
  const siteId = useSiteId();
  const site = useSite(siteId);
  const breadcrumbs = useRecordPageBreadcrumbs(siteResource, 'siteId', title);
  const record = site.data?.record;

  let body: ReactNode;
  if (isForbidden(site.error)) body = <ForbiddenState error={site.error} />;
  else if (site.error?.status === 404)
    body = (
      <ErrorState
        title={t('resources:site.notFound')}
        action={<Link href="/cdn/sites">{t('resources:site.backToList')}</Link>}
      />
    );
  else if (site.error && !record)
    body = (
      // As the site's detail page (SPEC §8): "Something went wrong", the reason, the request id, Retry.
      <LoadFailed error={site.error} onRetry={() => void site.mutate()} isRetrying={site.isValidating}>
        <Link href="/cdn/sites">{t('resources:site.backToList')}</Link>
      </LoadFailed>
    );
  else if (!record)
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t('list:state.loading')}</VisuallyHidden>
        <Skeleton lines={6} />
      </div>
    );
  else
    body = (
      <>
        {/* A failed re-read keeps the page (and what is typed in it), saying it may be out of date. */}
        {site.error ? (
          <RefreshFailed
            error={site.error}
            onRetry={() => void site.mutate()}
            isRetrying={site.isValidating}
          />
        ) : null}
        {children(record)}
      </>
    );

  return (
    <Stack>
      <PageHeader title={title} description={description} breadcrumbs={breadcrumbs} actions={actions} />
      {views}
      {body}
    </Stack>
  );
}
