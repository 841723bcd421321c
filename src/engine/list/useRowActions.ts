// The row action menu: Edit, Duplicate and Delete, each only when the user may do it and the resource
// offers it. Edit and Duplicate go through the resource editor (a page or a drawer); Delete through the
// engine's single-record delete flow.
import { useTranslation } from 'react-i18next';
import type { DataTableRowAction } from '@ds/DataTable';
import type { ResourceEditor } from '../editor/useResourceEditor';
import type { DeleteResource } from '../delete/useDeleteResource';
import type { Row } from './useListColumns';

export interface RowActionsOptions {
  editor: ResourceEditor;
  /** Absent when the user may not delete or the resource has no delete operation. */
  deleter?: DeleteResource;
  idOf: (row: Row) => string;
  labelOf: (row: Row) => string;
}

export function useRowActions({ editor, deleter, idOf, labelOf }: RowActionsOptions) {
  const { t } = useTranslation();
  const actions: DataTableRowAction[] = [
    ...(editor.canEdit ? [{ id: 'edit', label: t('list:rowActions.edit') }] : []),
    ...(editor.canDuplicate ? [{ id: 'duplicate', label: t('list:rowActions.duplicate') }] : []),
    ...(deleter ? [{ id: 'delete', label: t('list:rowActions.delete'), isDanger: true }] : []),
  ];
  if (actions.length === 0) return { rowActions: undefined, onRowMenuAction: undefined };
  return {
    rowActions: () => actions,
    onRowMenuAction: (actionId: string, row: Row) => {
      const id = idOf(row);
      if (actionId === 'edit') editor.openEdit(id);
      else if (actionId === 'duplicate') editor.openDuplicate(id, row);
      else if (actionId === 'delete') deleter?.request({ id, name: labelOf(row) });
    },
  };
}
