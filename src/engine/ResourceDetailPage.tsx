// Generic detail screen: PageHeader (breadcrumbs from the registry, the title field as h1, Edit / Delete /
// more actions), then Tabs — "Details" (ui.json `detail.sections` through the type → widget registry, copyable
// values) and "History" (the record's audit log, when the entry names its audit type). The tab is in the URL
// (`?tab=history`) so it can be linked. A missing record shows a not-found state; a 403 the not-permitted one;
// a record that could not be loaded "Something went wrong" — unless it is already shown, which a failed re-read
// keeps (with a notice that it may be out of date).
import type { ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@ds/EmptyState';
import { Link } from '@ds/Link';
import { MenuButton } from '@ds/MenuButton';
import { PageHeader } from '@ds/PageHeader';
import { Tabs, type TabItem } from '@ds/Tabs';
import { useApiItem } from '../api/hooks';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import { listHref as listHrefOf } from './routes';
import { LoadFailed, RefreshFailed } from './LoadFailed';
import { useWriteAccess } from './permissions';
import { ForbiddenState, isForbidden } from './ForbiddenState';
import { Stack } from './layout';
import { useResourceBreadcrumbs } from './breadcrumbs';
import { useResourceEditor } from './editor/useResourceEditor';
import { useDeleteResource } from './delete/useDeleteResource';
import { DetailSections } from './detail/DetailSections';
import { HistoryTab } from './detail/HistoryTab';
import { GuardedAction } from './detail/GuardedAction';
import { useRecordTools } from './detail/useRecordTools';
import { HeaderActions } from './detail/detail.styles';
import type { ResourceScreenProps, Versioned } from './types';

type Row = Record<string, unknown>;

export interface ResourceDetailPageProps extends ResourceScreenProps {
  /** An area's own view of the record, shown above its fields on the Details tab (a site's CNAME and domains). */
  overview?: ReactNode;
}

export default function ResourceDetailPage({ resource, overview }: ResourceDetailPageProps) {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { name, ui, operations, routes } = resource;
  const k = (key: string) => `resources:${name}.${key}`;
  /** The resource's own wording when its locale has it ("Delete site"), else the generic one. */
  const own = (key: string, generic: string) => (i18n.exists(k(key)) ? t(k(key)) : t(generic));
  const id = routes.detail ? params[routes.detail.param] : undefined;
  const get = operations.get;

  const item = useApiItem<Versioned<Row>>(id && get ? [name, 'item', params, id] : null, () =>
    get!(id!, { params }),
  );
  const { error, isLoading } = item;
  const data = item.data?.record;
  const title = data ? String(data[ui.detail.titleField] ?? id ?? '') : undefined;
  const listHref = listHrefOf(resource, params);

  const breadcrumbs = useResourceBreadcrumbs(resource, { current: title });
  const access = useWriteAccess(resource);
  const editor = useResourceEditor(resource);
  const remover = useDeleteResource(resource, {
    onDeleted: () => {
      if (listHref) navigate(listHref, { replace: true });
    },
  });
  const tools = useRecordTools(resource, data, id, params, title ?? '');

  const backToList = listHref ? <Link href={listHref}>{t(k('backToList'))}</Link> : undefined;
  const retry = () => void item.mutate();
  // This page's own record, not the one before it: keepPreviousData keeps showing the last record while another
  // id loads (the link from one record to another), and that one must not stand in for a record that failed.
  const shown = data && id !== undefined && String(data[resource.idField ?? 'id']) === id ? data : undefined;
  // A 403 or a 404 is an answer about the record itself (no longer ours to see, or gone): it replaces the page
  // even when a record is shown.
  if (isForbidden(error)) {
    return (
      <Stack>
        <ForbiddenState error={error} action={backToList} />
      </Stack>
    );
  }
  if (error?.status === 404) {
    return (
      <Stack>
        <EmptyState headingLevel={2} title={t(k('notFound'))} action={backToList} />
      </Stack>
    );
  }
  // Any other failure (a timeout, no connection, a 5xx) replaces the page only when there is no record to show.
  // swr re-reads a record already on screen — coming back to a page whose record is cached, on reconnect, after
  // a save invalidates the resource, when another subscriber of the entry mounts — and a blip there must not
  // throw away the page the user is reading (nor the edit drawer open over it): the record stays, with
  // RefreshFailed above its tabs saying it may be out of date.
  if (error && !shown) {
    return (
      <Stack>
        <LoadFailed error={error} onRetry={retry} isRetrying={item.isValidating}>
          {backToList}
        </LoadFailed>
      </Stack>
    );
  }
  if (isLoading || !data || !id) {
    return (
      <Stack aria-busy="true">
        <PageHeader title={t('common:loading')} breadcrumbs={breadcrumbs} />
      </Stack>
    );
  }

  const recordTitle = title ?? id;
  const reason = access.allowed ? undefined : access.reason;
  // Edit needs the update operation and somewhere to edit (a page or the editor's drawer); Delete its operation.
  const canOfferEdit = !!operations.update && (editor.canEdit || !access.allowed);
  const actions = (
    <HeaderActions>
      {canOfferEdit ? (
        <GuardedAction
          label={own('actions.edit', 'detail:actions.edit')}
          onPress={() => editor.openEdit(id)}
          disabledReason={reason}
        />
      ) : null}
      {operations.delete ? (
        <GuardedAction
          variant="danger"
          label={own('actions.delete', 'detail:actions.delete')}
          onPress={() => remover.request({ id, name: recordTitle, etag: item.data?.etag })}
          disabledReason={reason}
        />
      ) : null}
      <MenuButton label={t('detail:actions.more')} items={tools.items} onAction={tools.onAction} />
    </HeaderActions>
  );

  const tabs: TabItem[] = [
    {
      id: 'details',
      label: t('detail:tabs.details'),
      content: overview ? (
        <Stack>
          {overview}
          <DetailSections resource={resource} record={data} />
        </Stack>
      ) : (
        <DetailSections resource={resource} record={data} />
      ),
    },
  ];
  if (resource.audit) {
    tabs.push({
      id: 'history',
      label: t('detail:tabs.history'),
      content: (
        <HistoryTab
          resource={resource}
          resourceType={resource.audit.resourceType}
          id={id}
          title={recordTitle}
        />
      ),
    });
  }
  const requested = search.get('tab');
  const selected = tabs.some((tab) => tab.id === requested) ? (requested as string) : 'details';

  return (
    <Stack>
      <PageHeader title={recordTitle} breadcrumbs={breadcrumbs} actions={actions} />
      <ReadOnlyNotice resource={resource} />
      {error ? <RefreshFailed error={error} onRetry={retry} isRetrying={item.isValidating} /> : null}
      <Tabs
        aria-label={t('detail:tabs.label', { name: recordTitle })}
        items={tabs}
        selectedKey={selected}
        onSelectionChange={(tab) =>
          setSearch(
            (current) => {
              const next = new URLSearchParams(current);
              if (tab === 'details') next.delete('tab');
              else next.set('tab', tab);
              return next;
            },
            { replace: true },
          )
        }
      />
      {editor.element}
      {remover.element}
      {tools.element}
    </Stack>
  );
}
