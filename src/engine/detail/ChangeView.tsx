// One History entry: its sentence, then what it changed — each changed value as "Label: old → new" (nested
// values under their labelled path), the fields of a record that was made or removed behind a button, or the
// items an area's sentence names (a purge's URLs), a few at first.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@ds/Button';
import type { DescribedChange } from './historyText';
import type { HistoryDetail, HistoryLine } from './historySentence';
import { LongValue } from './LongValue';
import {
  ChangeField,
  ChangeList,
  ChangeRow,
  EntryBody,
  Muted,
  NewValue,
  OldValue,
  Sentence,
} from './detail.styles';

/** Items of an area's sentence shown before "Show N more". */
const firstItems = 3;

function Changes({ changes }: { changes: readonly DescribedChange[] }) {
  const { t } = useTranslation();
  return (
    <ChangeList aria-label={t('detail:history.diffLabel')}>
      {changes.map((change) => {
        const label = change.labels.join(' › ');
        return (
          <ChangeRow key={change.path.join('.')}>
            <ChangeField>{label}</ChangeField>
            <OldValue data-empty={change.beforeEmpty || undefined}>
              <LongValue text={change.before} field={label} />
            </OldValue>
            <span aria-hidden="true">→</span>
            <NewValue data-empty={change.afterEmpty || undefined}>
              <LongValue text={change.after} field={label} />
            </NewValue>
          </ChangeRow>
        );
      })}
    </ChangeList>
  );
}

/** The written fields of a record made or removed: one "Label: value" each, behind a button. */
function RecordedFields({ detail }: { detail: Extract<HistoryDetail, { kind: 'fields' }> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="link" size="small" aria-expanded={open} onPress={() => setOpen(!open)}>
        {open ? t('detail:history.hideFields') : t('detail:history.showFields')}
      </Button>
      {open ? (
        <ChangeList aria-label={t('detail:history.fieldsLabel')}>
          {detail.changes.map((change) => {
            const label = change.labels.join(' › ');
            return (
              <ChangeRow key={change.path.join('.')}>
                <ChangeField>{label}</ChangeField>
                <LongValue text={change[detail.side]} field={label} />
              </ChangeRow>
            );
          })}
        </ChangeList>
      ) : null}
    </>
  );
}

function Items({ items }: { items: readonly string[] }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, firstItems);
  const more = items.length - firstItems;
  return (
    <>
      <ChangeList aria-label={t('detail:history.itemsLabel')}>
        {shown.map((item) => (
          <ChangeRow key={item}>
            <LongValue text={item} field={item} />
          </ChangeRow>
        ))}
      </ChangeList>
      {more > 0 ? (
        <Button variant="link" size="small" aria-expanded={all} onPress={() => setAll(!all)}>
          {all ? t('detail:history.showLess') : t('detail:history.moreItems', { count: more })}
        </Button>
      ) : null}
    </>
  );
}

function Detail({ detail }: { detail: HistoryDetail }) {
  const { t } = useTranslation();
  switch (detail.kind) {
    case 'changes':
      return <Changes changes={detail.changes} />;
    case 'fields':
      return <RecordedFields detail={detail} />;
    case 'items':
      return <Items items={detail.items} />;
    case 'noChange':
      return <Muted>{t('detail:history.noChange')}</Muted>;
    default:
      return null;
  }
}

export function ChangeView({ line }: { line: HistoryLine }) {
  return (
    <EntryBody>
      <Sentence>{line.sentence}</Sentence>
      <Detail detail={line.detail} />
    </EntryBody>
  );
}
