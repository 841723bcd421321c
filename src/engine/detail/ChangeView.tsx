// One audit entry's change: "Created", "Deleted", or the changed fields with their old and new values
// (formatted through the type → widget registry with the record schema, like the Details tab).
import { useTranslation } from 'react-i18next';
import type { AnyResource } from '../types';
import { fieldSchema } from '../schema';
import { fieldLabelKey } from '../labels';
import { fieldText } from '../fieldTypes/registry';
import { summarizeChange } from './auditHistory';
import { ChangeField, ChangeList, ChangeRow, Muted, NewValue, OldValue } from './detail.styles';

export function ChangeView({
  resource,
  details,
}: {
  resource: AnyResource;
  details: Record<string, unknown>;
}) {
  const { t, i18n } = useTranslation();
  const summary = summarizeChange(details);
  if (summary.kind === 'created') return <>{t('detail:history.created')}</>;
  if (summary.kind === 'deleted') return <>{t('detail:history.deleted')}</>;
  if (summary.kind === 'none') return <Muted>{t('detail:history.noChange')}</Muted>;
  const { schemas, name } = resource;
  return (
    <ChangeList aria-label={t('detail:history.diffLabel')}>
      {summary.changes.map(({ field, before, after }) => {
        const schema = fieldSchema(schemas.record, field, schemas.form);
        // The trail keeps whatever a handler wrote, so a key may have no label: it is shown as recorded.
        const key = fieldLabelKey(name, field);
        const label = i18n.exists(key) ? t(key) : field;
        const text = (value: unknown) => fieldText({ i18n, t, resource: name, field, schema, value });
        return (
          <ChangeRow key={field}>
            <ChangeField>{label}</ChangeField>
            <OldValue>{text(before)}</OldValue>
            <span aria-hidden="true">→</span>
            <NewValue>{text(after)}</NewValue>
          </ChangeRow>
        );
      })}
    </ChangeList>
  );
}
