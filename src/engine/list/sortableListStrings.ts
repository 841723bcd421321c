// The texts of a sortable list (design-system SortableList) in the list screens: the column order of the
// table's settings and the "Change order" dialog share the announcements and differ in the handle's label and
// the instructions.
import type { TFunction } from 'i18next';
import type { SortableListStrings } from '@ds/SortableList';

/** `handleLabel` and `instructions` are keys of the `list` namespace (the handle's label takes `{label}`). */
export function sortableListStrings(
  t: TFunction,
  keys: { handleLabel: string; instructions: string },
): SortableListStrings {
  return {
    handleLabel: (label) => t(keys.handleLabel, { label }),
    handleRoleDescription: t('list:columns.handleRoleDescription'),
    instructions: t(keys.instructions),
    onDragStart: (label, position, total) => t('list:columns.dragStart', { label, position, total }),
    onDragOver: (label, position, total) => t('list:columns.dragOver', { label, position, total }),
    onDragEnd: (label, position, total) => t('list:columns.dragEnd', { label, position, total }),
    onDragCancel: (label, position, total) => t('list:columns.dragCancel', { label, position, total }),
    loading: t('list:columns.loading'),
  };
}
