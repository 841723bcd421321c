// The status cell of a list with `ui.list.statusSwitch`: a Switch per row whose value is the switch's `on` or
// `off`, changed optimistically (engine/optimistic) through `operations.setStatus`; any other value (e.g. an
// invited member) keeps the status badge. Named "Status of <row title>: <status>", disabled without write
// permission.
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { visuallyHidden } from '@ds/foundations';
import { Switch } from '@ds/Switch';
import { cancelledResult, isCancelled } from '../../api/cancelled';
import { valueLabel } from '../labels';
import { useCanWrite } from '../permissions';
import { useOptimisticValue } from '../optimistic/useOptimisticValue';
import { useResourceCache } from '../optimistic/resourceCache';
import type { AnyResource, StatusSwitchUi } from '../types';

type Row = Record<string, unknown>;

/** The row's title, for the switch's accessible name only (the row header shows it already). */
const HiddenTitle = styled.span`
  ${visuallyHidden}
`;

/** The field a resource's status switch sets. */
export function statusSwitchField(resource: AnyResource): string | undefined {
  const ui = resource.ui.list;
  if (!ui.statusSwitch || !resource.operations.setStatus) return undefined;
  return ui.statusSwitch.field ?? ui.statusField ?? 'status';
}

/** The optimistic store's key of a row's status. */
export const statusKey = (resource: AnyResource, id: string, field: string) =>
  `${resource.name}:${id}:${field}`;

export interface StatusSwitchCellProps {
  resource: AnyResource;
  row: Row;
  field: string;
  config: StatusSwitchUi;
  /** The title cell's text (the switch's name). */
  title: string;
  /** The badge, for values the switch does not set. */
  badge: (value: unknown) => ReactNode;
}

export function StatusSwitchCell({ resource, row, field, config, title, badge }: StatusSwitchCellProps) {
  // Not bound to i18next's events: the list re-renders its cells on a language switch, together with the rest of
  // the table (DataTable's `locale`), so this one does not switch on its own ahead of its row.
  const { t, i18n } = useTranslation(undefined, { bindI18n: '' });
  const params = useParams();
  const canWrite = useCanWrite(resource);
  const cache = useResourceCache(resource);
  const id = String(row[resource.idField ?? 'id']);
  const setStatus = resource.operations.setStatus!;

  const status = useOptimisticValue<string, { record: Row; etag?: string }>({
    key: statusKey(resource, id, field),
    value: String(row[field]),
    write: async (next, { idempotencyKey }) => {
      const answer = await setStatus(id, next, { params, idempotencyKey });
      return isCancelled(answer.record) ? cancelledResult : answer;
    },
    valueIn: (answer) => String(answer.record[field]),
    commit: (answer, order) => cache.commit(id, answer, order),
    reread: () => cache.reread(id, params),
  });

  if (status.value !== config.on && status.value !== config.off) return badge(status.value);
  const text = valueLabel(i18n, t, resource.name, field, status.value);
  return (
    <Switch
      label={
        <>
          <HiddenTitle>{t('engine:statusSwitch.of', { title })}</HiddenTitle> {text}
        </>
      }
      isSelected={status.value === config.on}
      onChange={(on) => {
        if (canWrite) status.set(on ? config.on : config.off);
      }}
      isDisabled={!canWrite}
      data-pending={status.pending ? 'true' : undefined}
    />
  );
}
