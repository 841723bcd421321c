// The list's columns from `ui.list.columns`: header labels, the status badge, the title cell linking to
// the detail page, and the same value as plain text for export.
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@ds/DataTable';
import { Link } from '@ds/Link';
import { fieldSchema } from '../schema';
import { fieldLabel } from '../labels';
import { renderValue } from '../format';
import { detailHref, editHref } from '../routes';
import type { AnyResource } from '../types';
import { plainText } from './plainText';
import { StatusSwitchCell, statusSwitchField } from './StatusSwitchCell';

export type Row = Record<string, unknown>;

export interface ListColumn extends DataTableColumn<Row> {
  /** The header as text (CSV header). */
  label: string;
  /** The cell as plain text (CSV cell). */
  text: (row: Row) => string;
}

export function useListColumns(resource: AnyResource): ListColumn[] {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const { name, ui, schemas } = resource;
  const idField = resource.idField ?? 'id';
  const statusField = ui.list.statusField ?? 'status';
  const switchField = statusSwitchField(resource);

  return useMemo<ListColumn[]>(
    () =>
      ui.list.columns.map((field) => {
        const schema = fieldSchema(schemas.record, field, schemas.form);
        const isTitle = field === ui.list.titleField;
        const label = fieldLabel(i18n, t, name, field, schema);
        const asStatus = field === statusField;
        const badge = (value: unknown) =>
          renderValue({
            i18n,
            t,
            resource: name,
            field,
            schema,
            value,
            asStatus,
            statusTones: resource.statusTones,
          });
        return {
          id: field,
          header: label,
          label,
          isSortable: (ui.list.sortable ?? []).includes(field),
          isRowHeader: isTitle,
          cell: (row: Row) => {
            if (field === switchField) {
              return (
                <StatusSwitchCell
                  resource={resource}
                  row={row}
                  field={field}
                  config={ui.list.statusSwitch!}
                  title={String(row[ui.list.titleField] ?? row[idField])}
                  badge={badge}
                />
              );
            }
            const value = badge(row[field]);
            // Without a detail page the title opens the record's edit page (rules: SPEC §2 add/edit only).
            const id = String(row[idField]);
            const href = isTitle
              ? (detailHref(resource, id, params) ?? editHref(resource, id, params))
              : undefined;
            return href ? <Link href={href}>{value}</Link> : value;
          },
          text: (row: Row) =>
            plainText({ i18n, t, resource: name, field, schema, value: row[field], asStatus }),
        };
      }),
    // i18n.language: re-translate headers on a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [resource, i18n.language, params, t],
  );
}
