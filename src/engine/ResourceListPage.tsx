// Generic list screen: PageHeader with the "Add" action, search, DataTable (columns from ui.json
// `list.columns`, status as Badge, the five states, server-side sort), Pagination. State lives in the URL.
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@ds/Button';
import { DataTable, type DataTableColumn } from '@ds/DataTable';
import { Link } from '@ds/Link';
import { PageHeader } from '@ds/PageHeader';
import { Pagination } from '@ds/Pagination';
import { TextField } from '@ds/TextField';
import { useResourceCollection } from './useResourceCollection';
import { fieldSchema } from './schema';
import { fieldLabel } from './labels';
import { renderValue } from './format';
import { detailHref } from './routes';
import { Stack, Toolbar } from './layout';
import { useCanWrite } from './permissions';
import { ForbiddenState, isForbidden } from './ForbiddenState';
import type { ResourceScreenProps } from './types';

type Row = Record<string, unknown>;

const searchDelayMs = 300;

export default function ResourceListPage({ resource }: ResourceScreenProps) {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const collection = useResourceCollection(resource);
  const { name, ui, schemas } = resource;
  const idField = resource.idField ?? 'id';
  const statusField = ui.list.statusField ?? 'status';
  const k = (key: string) => `resources:${name}.${key}`;

  const [searchText, setSearchText] = useState(collection.search);
  const { search: currentSearch, setSearch } = collection;
  useEffect(() => {
    if (searchText.trim() === currentSearch) return undefined;
    const timer = setTimeout(() => setSearch(searchText.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [searchText, currentSearch, setSearch]);

  const columns = useMemo<DataTableColumn<Row>[]>(
    () =>
      ui.list.columns.map((field) => {
        const schema = fieldSchema(schemas.record, field, schemas.form);
        const isTitle = field === ui.list.titleField;
        return {
          id: field,
          header: fieldLabel(i18n, t, name, field, schema),
          isSortable: (ui.list.sortable ?? []).includes(field),
          isRowHeader: isTitle,
          cell: (row: Row) => {
            const value = renderValue({
              i18n,
              t,
              resource: name,
              field,
              schema,
              value: row[field],
              asStatus: field === statusField,
              statusTones: resource.statusTones,
            });
            const href = isTitle ? detailHref(resource, String(row[idField]), params) : undefined;
            return href ? <Link href={href}>{value}</Link> : value;
          },
        };
      }),
    // i18n.language: re-translate headers on a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [resource, i18n.language, params, t],
  );

  const canWrite = useCanWrite(resource);
  const create =
    canWrite && resource.routes.create && resource.operations.create ? resource.routes.create : undefined;
  const addAction = create ? (
    <Link href={create.defaultHref} variant="standalone">
      {t(k('actions.add'))}
    </Link>
  ) : undefined;

  if (isForbidden(collection.error)) {
    return (
      <Stack>
        <PageHeader title={t(k('plural'))} description={t(k('description'))} />
        <ForbiddenState error={collection.error} />
      </Stack>
    );
  }

  return (
    <Stack>
      <PageHeader title={t(k('plural'))} description={t(k('description'))} actions={addAction} />
      {ui.list.search ? (
        <Toolbar>
          <TextField
            type="search"
            label={t('common:list.search')}
            placeholder={t(k('searchPlaceholder'))}
            value={searchText}
            onChange={setSearchText}
            name="q"
            autoComplete="off"
          />
        </Toolbar>
      ) : null}
      <DataTable<Row>
        ariaLabel={t(k('plural'))}
        columns={columns}
        rows={collection.items as Row[]}
        getRowId={(row) => String(row[idField])}
        status={collection.status}
        sort={collection.sort}
        onSortChange={collection.setSort}
        strings={{
          loading: t('common:list.loading'),
          errorTitle: t('common:list.errorTitle'),
          errorDescription: collection.error?.message || t('errors:generic'),
          emptyTitle: t(k('empty.title')),
          emptyDescription: t(k('empty.description')),
          noMatchTitle: t('common:list.noMatchTitle'),
          noMatchDescription: t('common:list.noMatchDescription'),
        }}
        errorAction={<Button onPress={collection.retry}>{t('common:actions.retry')}</Button>}
        emptyAction={
          create ? (
            <Link href={create.defaultHref} variant="standalone">
              {t(k('empty.action'))}
            </Link>
          ) : undefined
        }
        noMatchAction={
          <Button
            onPress={() => {
              setSearchText('');
              collection.clearFilters();
            }}
          >
            {t('common:list.clearFilters')}
          </Button>
        }
      />
      {collection.pageCount > 1 ? (
        <Pagination
          page={collection.page}
          pageCount={collection.pageCount}
          onPageChange={collection.setPage}
          isDisabled={collection.status === 'loading'}
          strings={{
            label: t('common:pagination.label', { resource: t(k('plural')) }),
            previous: t('common:pagination.previous'),
            next: t('common:pagination.next'),
            pageLabel: (page) => t('common:pagination.page', { page }),
          }}
        />
      ) : null}
    </Stack>
  );
}
