// "Change order" on a list whose records run in order (firewall rules: SPEC §4 "priority is reordered in bulk"):
// a dialog loads every record in its current order, lets them be dragged (or moved by keyboard: Space, arrows,
// Space) and sends the whole order once through `operations.reorder`. Nothing is sent when the order did not
// change; a refused order keeps the dialog open with the server's message and the order as arranged.
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@ds/Alert';
import { Button } from '@ds/Button';
import { Modal } from '@ds/Modal';
import { preloadSortableList, SortableList } from '@ds/SortableList';
import type { SortableListItem, SortableListStrings } from '@ds/SortableList';
import { Spinner } from '@ds/Spinner';
import { useToast } from '@ds/Toast';
import { errorMessage, requestIdNote } from '../errorMessage';
import { useInvalidateResource } from '../useResourceMutations';
import type { AnyResource } from '../types';
import { fetchAllRows } from './fetchAllRows';
import { sortableListStrings } from './sortableListStrings';
import type { Row } from './useListColumns';

type Phase =
  { step: 'closed' } | { step: 'loading' } | { step: 'arranging'; error?: unknown } | { step: 'saving' };

/**
 * The records as loaded for one opening of the dialog. ArrangedList mounts afresh for each: the spinner stands
 * in its place while they load.
 */
interface Loaded {
  initial: string[];
  labels: Record<string, string>;
}

/** The field records run in order of (`ui.list.reorderBy`, default "priority"). */
export function reorderField(resource: AnyResource): string {
  return resource.ui.list.reorderBy ?? 'priority';
}

/** Whether the resource's records can be put in order (it lists them and has a `reorder` operation). */
export function canReorder(resource: AnyResource): boolean {
  return !!resource.operations.reorder && !!resource.operations.list;
}

/**
 * The "Change order" button and its dialog. A component of its own, not state of the list page: opening,
 * saving and closing re-render this, not the page and its table (100 rules: see scripts/bench/cdn.bench.mjs).
 */
export function ReorderAction({ resource, canWrite }: { resource: AnyResource; canWrite: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const params = useParams();
  const invalidate = useInvalidateResource(resource.name);
  const [phase, setPhase] = useState<Phase>({ step: 'closed' });
  // Kept after the dialog closes, so it fades out as it was instead of emptied (and its 100 rows unmount
  // after the toast has been painted, when the exit animation ends).
  const [loaded, setLoaded] = useState<Loaded>();
  // The read of an opening, aborted when the dialog is closed before it answers.
  const loading = useRef<AbortController>(undefined);
  // The order as arranged lives in the dialog's list (ArrangedList): a move re-renders that list, not this.
  // Save reads it from here.
  const arranged = useRef<string[]>([]);
  const reorder = resource.operations.reorder;
  const list = resource.operations.list;
  const plural = t(`resources:${resource.name}.plural`);
  const idField = resource.idField ?? 'id';
  const titleField = resource.ui.list.titleField;

  const open = async () => {
    if (!list) return;
    // The list's code loads while its records do.
    preloadSortableList();
    // The last opening's records go: a failed read must not bring them back as the dialog fades out.
    setLoaded(undefined);
    setPhase({ step: 'loading' });
    const controller = new AbortController();
    loading.current = controller;
    try {
      const { rows } = await fetchAllRows<Row>(
        list,
        { page: 1, perPage: 100, sortBy: reorderField(resource), sortDirection: 'asc' },
        { params, signal: controller.signal },
        () => undefined,
      );
      // Closed while loading: it stays closed.
      if (controller.signal.aborted) return;
      const order = rows.map((row) => String(row[idField]));
      const labels = Object.fromEntries(
        rows.map((row) => [String(row[idField]), String(row[titleField] ?? '')]),
      );
      arranged.current = order;
      setLoaded({ initial: order, labels });
      setPhase({ step: 'arranging' });
    } catch (error) {
      if (controller.signal.aborted) return;
      setPhase({ step: 'closed' });
      toast.show({ tone: 'error', title: errorMessage(error, t), description: requestIdNote(error, t) });
    }
  };

  const save = async () => {
    if (phase.step !== 'arranging' || !reorder || !loaded) return;
    const order = arranged.current;
    if (order.join() === loaded.initial.join()) {
      setPhase({ step: 'closed' });
      return;
    }
    setPhase({ step: 'saving' });
    try {
      await reorder(order, { params });
      setPhase({ step: 'closed' });
      void invalidate();
      toast.show({ tone: 'success', title: t('list:reorder.saved') });
    } catch (error) {
      setPhase({ step: 'arranging', error });
    }
  };

  const close = () => {
    loading.current?.abort();
    setPhase({ step: 'closed' });
  };
  const onArranged = useCallback((order: string[]) => {
    arranged.current = order;
    // A new arrangement clears a refusal's message (no re-render when there is none).
    setPhase((current) =>
      current.step === 'arranging' && current.error !== undefined ? { step: 'arranging' } : current,
    );
  }, []);
  const strings = useMemo(
    () =>
      sortableListStrings(t, {
        handleLabel: 'list:reorder.handleLabel',
        instructions: 'list:reorder.instructions',
      }),
    [t],
  );
  if (!canReorder(resource)) return null;

  // Only while arranging can the list be changed (not while saving, nor as the dialog fades out).
  const locked = phase.step !== 'arranging';
  return (
    <>
      <Button
        variant="normal"
        isDisabled={!canWrite || phase.step !== 'closed'}
        onPress={() => void open()}
        data-testid="reorder-action"
      >
        {t('list:reorder.action')}
      </Button>
      <Modal
        isOpen={phase.step !== 'closed'}
        onOpenChange={(isOpen) => (!isOpen && phase.step !== 'saving' ? close() : undefined)}
        title={t('list:reorder.title', { plural })}
        size="medium"
        footer={
          <>
            <Button variant="normal" onPress={close} isDisabled={phase.step === 'saving'}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              variant="primary"
              onPress={() => void save()}
              isDisabled={phase.step !== 'arranging'}
              data-testid="reorder-save"
            >
              {phase.step === 'saving' ? t('list:reorder.saving') : t('list:reorder.save')}
            </Button>
          </>
        }
      >
        <p>{t('list:reorder.description')}</p>
        {phase.step === 'arranging' && phase.error ? (
          // Announced: it answers the press of Save, whose button keeps the focus.
          <Alert tone="error" title={errorMessage(phase.error, t)} live="assertive">
            {requestIdNote(phase.error, t)}
          </Alert>
        ) : null}
        {phase.step === 'loading' ? (
          <Spinner label={t('list:reorder.loading', { plural })} showLabel />
        ) : loaded ? (
          loaded.initial.length === 0 ? (
            <p>{t('list:reorder.nothing')}</p>
          ) : (
            <ArrangedList
              ariaLabel={plural}
              initial={loaded.initial}
              labels={loaded.labels}
              isDisabled={locked}
              strings={strings}
              onArranged={onArranged}
            />
          )
        ) : null}
      </Modal>
    </>
  );
}

interface ArrangedListProps {
  ariaLabel: string;
  initial: string[];
  labels: Record<string, string>;
  isDisabled: boolean;
  strings: SortableListStrings;
  onArranged: (order: string[]) => void;
}

const renderItem = (item: SortableListItem, index: number) => (
  <span>
    <strong>{index + 1}.</strong> {item.label}
  </span>
);

/** The records as arranged; it keeps the order while the dialog saves (and after a refusal). */
const ArrangedList = memo(function ArrangedList({
  ariaLabel,
  initial,
  labels,
  isDisabled,
  strings,
  onArranged,
}: ArrangedListProps) {
  const [order, setOrder] = useState(initial);
  // One object per record for as long as the dialog is open: a move re-renders only the rows it shifted.
  const byId = useMemo(
    () => new Map(Object.entries(labels).map(([id, label]) => [id, { id, label: label || id }])),
    [labels],
  );
  const items = useMemo(() => order.map((id) => byId.get(id) ?? { id, label: id }), [order, byId]);
  const onReorder = useCallback(
    (next: string[]) => {
      setOrder(next);
      onArranged(next);
    },
    [onArranged],
  );
  return (
    <SortableList
      ariaLabel={ariaLabel}
      items={items}
      renderItem={renderItem}
      isDisabled={isDisabled}
      onReorder={onReorder}
      strings={strings}
    />
  );
});
