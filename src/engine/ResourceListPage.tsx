// Generic list screen: PageHeader (breadcrumbs, "Add"), one property filter (search as free text), density and export,
// the DataTable (columns from ui.json `list.columns`, status badge, the five states, server-side sort,
// selection with bulk delete, row action menu, column settings) and the pager with its page-size choice.
// The view lives in the URL and the layout choices in localStorage (useResourceCollection).
import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@ds/Button';
import { DataTable } from '@ds/DataTable';
import { orderColumns } from '@ds/DataTable/columnOrder';
import { DataTableColumnSettings } from '@ds/DataTable/DataTableColumnSettings';
import { MenuButton } from '@ds/MenuButton';
import { PageHeader } from '@ds/PageHeader';
import { SegmentedControl } from '@ds/SegmentedControl';
import { useResourceCollection } from './useResourceCollection';
import { useResourceEditor } from './editor/useResourceEditor';
import { useDeleteResource } from './delete/useDeleteResource';
import { useResourceBreadcrumbs } from './breadcrumbs';
import { useCanWrite } from './permissions';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import { errorMessage } from './errorMessage';
import { ForbiddenState, isForbidden } from './ForbiddenState';
import { Stack } from './layout';
import { AddAction } from './list/AddAction';
import { ListFilter } from './list/ListFilter';
import { ListPager } from './list/ListPager';
import { useBulkDelete } from './list/useBulkDelete';
import { useListColumns, type Row } from './list/useListColumns';
import { useListExport, type ExportFormat } from './list/useListExport';
import { canReorder, ReorderAction } from './list/ReorderAction';
import { useRowActions } from './list/useRowActions';
import { useSelection } from './list/useSelection';
import { sortableListStrings } from './list/sortableListStrings';
import { ListToolbar, ToolbarEnd, ToolbarGrow } from './list/list.styles';
import type { ListDensity } from './list/listPreferences';
import type { ResourceScreenProps } from './types';

export interface ResourceListPageProps extends ResourceScreenProps {
  /** Shown between the header and the toolbar: an area's views of related lists (e.g. tabs). */
  views?: ReactNode;
}

export default function ResourceListPage({ resource, views }: ResourceListPageProps) {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const collection = useResourceCollection(resource);
  const { name, ui, operations } = resource;
  const k = (key: string) => `resources:${name}.${key}`;
  const plural = t(k('plural'));
  const idField = resource.idField ?? 'id';
  const idOf = (row: Row) => String(row[idField]);
  const labelOf = (row: Row) => String(row[ui.list.titleField] ?? row[idField]);

  const breadcrumbs = useResourceBreadcrumbs(resource);
  const editor = useResourceEditor(resource);
  const canWrite = useCanWrite(resource);
  const canDelete = canWrite && !!operations.delete;
  const deleter = useDeleteResource(resource);
  const rowMenu = useRowActions({ editor, deleter: canDelete ? deleter : undefined, idOf, labelOf });

  // Selection is kept across pages; a new search or filter starts it afresh (the rows are another set).
  const viewKey = JSON.stringify([collection.search, collection.filters]);
  const selection = useSelection(viewKey, collection.items as Row[], idOf);
  const bulk = useBulkDelete(resource, selection.remove);

  const { preferences, setPreferences } = collection;
  const columns = useListColumns(resource);
  const visibility = useMemo(() => preferences.columnVisibility ?? {}, [preferences.columnVisibility]);
  const order = useMemo(() => preferences.columnOrder ?? [], [preferences.columnOrder]);
  const exportColumns = useMemo(
    () => orderColumns(columns, order).filter((column) => visibility[column.id] !== false),
    [columns, order, visibility],
  );
  const exporter = useListExport(resource, collection.query, exportColumns);

  const headerAdd = (
    <AddAction resource={resource} editor={editor} params={params} label={t(k('actions.add'))} />
  );

  if (isForbidden(collection.error)) {
    return (
      <Stack>
        <PageHeader title={plural} description={t(k('description'))} breadcrumbs={breadcrumbs} />
        <ForbiddenState error={collection.error} />
      </Stack>
    );
  }

  const density: ListDensity = preferences.density ?? 'comfortable';
  const hasFilter = collection.filterFields.length > 0;

  return (
    <Stack>
      <PageHeader
        title={plural}
        description={t(k('description'))}
        breadcrumbs={breadcrumbs}
        actions={
          canReorder(resource) ? (
            <>
              <ReorderAction resource={resource} canWrite={canWrite} />
              {headerAdd}
            </>
          ) : (
            headerAdd
          )
        }
      />
      <ReadOnlyNotice resource={resource} />
      {views}
      <ListToolbar>
        {ui.list.search || hasFilter ? (
          <ToolbarGrow>
            <ListFilter
              resource={resource}
              hasSearch={!!ui.list.search}
              search={collection.search}
              fields={collection.filterFields}
              filters={collection.filters}
              onChange={collection.setView}
            />
          </ToolbarGrow>
        ) : null}
        <ToolbarEnd>
          <SegmentedControl
            aria-label={t('list:density.label')}
            items={[
              { id: 'comfortable', label: t('list:density.comfortable') },
              { id: 'compact', label: t('list:density.compact') },
            ]}
            value={density}
            onChange={(id) => setPreferences({ density: id === 'compact' ? 'compact' : 'comfortable' })}
          />
          {exporter.canExport ? (
            <MenuButton
              label={t('list:export.menu')}
              items={[
                { id: 'csv', label: t('list:export.csv') },
                { id: 'json', label: t('list:export.json') },
              ]}
              isDisabled={exporter.isRunning || collection.status !== 'content'}
              onAction={(id) => exporter.start(id as ExportFormat)}
            />
          ) : null}
        </ToolbarEnd>
      </ListToolbar>
      {exporter.element}
      <DataTable<Row>
        ariaLabel={plural}
        locale={i18n.language}
        columns={columns}
        rows={collection.items as Row[]}
        getRowId={idOf}
        getRowLabel={labelOf}
        status={collection.status}
        sort={collection.sort}
        onSortChange={collection.setSort}
        density={density}
        selectionMode={canDelete ? 'multiple' : 'none'}
        selectedIds={selection.ids}
        onSelectionChange={selection.set}
        bulkActions={
          <Button variant="danger" size="small" onPress={() => bulk.request(selection.targets(labelOf))}>
            {t('list:bulkDelete.action')}
          </Button>
        }
        rowActions={rowMenu.rowActions}
        onRowMenuAction={rowMenu.onRowMenuAction}
        columnVisibility={visibility}
        onColumnVisibilityChange={(next) => setPreferences({ columnVisibility: next })}
        columnOrder={order}
        onColumnOrderChange={(next) => setPreferences({ columnOrder: next })}
        columnSettings={DataTableColumnSettings}
        strings={{
          loading: t('list:state.loading'),
          errorTitle: t('list:state.errorTitle'),
          errorDescription: collection.error ? errorMessage(collection.error, t) : undefined,
          emptyTitle: t(k('empty.title')),
          emptyDescription: t(k('empty.description')),
          noMatchTitle: t('list:state.noMatchTitle'),
          noMatchDescription: t('list:state.noMatchDescription'),
          selectAll: t('list:selection.selectAll'),
          selectRow: (label) => t('list:selection.selectRow', { label }),
          selectedCount: (count) => t('list:selection.selectedCount', { count }),
          rowActions: (label) => t('list:rowActions.menu', { label }),
          columns: t('list:columns.title'),
          columnOrder: sortableListStrings(t, {
            handleLabel: 'list:columns.handleLabel',
            instructions: 'list:columns.instructions',
          }),
        }}
        errorAction={<Button onPress={collection.retry}>{t('common:actions.retry')}</Button>}
        emptyAction={
          <AddAction
            resource={resource}
            editor={editor}
            params={params}
            label={t(k('empty.action'))}
            variant="normal"
          />
        }
        noMatchAction={<Button onPress={collection.clearFilters}>{t('list:state.clearFilters')}</Button>}
      />
      {collection.status === 'content' || collection.page > 1 ? (
        <ListPager
          resourcePlural={plural}
          page={collection.page}
          pageCount={collection.pageCount}
          perPage={collection.perPage}
          perPageOptions={collection.perPageOptions}
          total={collection.total}
          shown={collection.items.length}
          isDisabled={collection.isLoading}
          onPageChange={collection.setPage}
          onPerPageChange={collection.setPerPage}
        />
      ) : null}
      {editor.element}
      {deleter.element}
      {bulk.element}
    </Stack>
  );
}
