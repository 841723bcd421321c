// `ui:widget: ReferenceWidget` with `ui:options.resource` → a Select of that registered resource's records
// (the first page, by its title field), storing the chosen record's id. A field holding another resource's id
// (an add-on domain's certificate) is then picked by name, never typed as a UUID. Loading, a failed read
// (with Retry) and "nothing to choose yet" (with a link to add one) are shown in the field itself.
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { Button } from '@ds/Button';
import { Link } from '@ds/Link';
import { Select, type SelectItem } from '@ds/Select';
import { useApiList } from '../../api/hooks';
import { errorMessage } from '../errorMessage';
import { findResource } from '../registry';
import type { ListQuery } from '../types';
import { ErrorText, Help } from './theme.styles';
import { useUiLoaded } from '../useUiLoaded';
import { fieldProps, isEmpty, stringOption } from './widgetProps';

/** The value "none" (an optional reference left empty). */
const NONE = '';
/** Enough for a picker; a longer list wants a search box (a Combobox) instead. */
const PAGE: ListQuery = { page: 1, perPage: 100 };

type Row = Record<string, unknown>;

export function DsReferenceWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const name = stringOption(props, 'resource') ?? '';
  const resource = findResource(name);
  // The referenced resource may live in another area, whose schemas this page did not load.
  const uiReady = useUiLoaded(resource);
  const list = uiReady ? resource?.operations.list : undefined;
  const titleField = (uiReady && resource?.ui.list.titleField) || 'id';
  const idField = resource?.idField ?? 'id';
  const query: ListQuery = {
    ...PAGE,
    sortBy: uiReady && resource?.ui.list.sortable?.includes(titleField) ? titleField : undefined,
  };
  const { data, error, isLoading, mutate } = useApiList<Row>(
    list ? [name, 'list', {}, query] : null,
    () => list!(query, { params: {} }) as Promise<never>,
  );
  const descriptionField = stringOption(props, 'descriptionField');
  const rows = data?.items ?? [];
  const items: SelectItem[] = rows.map((row) => ({
    id: String(row[idField]),
    label: String(row[titleField] ?? row[idField]),
    description: descriptionField && row[descriptionField] ? String(row[descriptionField]) : undefined,
  }));
  const current = isEmpty(props.value) ? NONE : String(props.value);
  // A stored reference outside the first page (or since removed) stays choosable under its id.
  if (current !== NONE && data && !items.some((item) => item.id === current)) {
    items.unshift({ id: current, label: current });
  }
  if (!props.required) items.unshift({ id: NONE, label: t('forms:reference.none') });
  const createHref = resource?.routes.create?.defaultHref;
  return (
    <div>
      <Select
        {...fieldProps(props)}
        placeholder={isLoading ? t('forms:reference.loading') : t('forms:reference.choose')}
        items={items}
        value={data || current === NONE ? current : null}
        onChange={(id) => props.onChange(id === null || id === NONE ? props.options.emptyValue : id)}
        onBlur={() => props.onBlur(props.id, props.value)}
        isDisabled={props.disabled || props.readonly || !data}
        data-reference={name}
      />
      {error ? (
        <ErrorText role="alert">
          {/* Why, in the server's words (SPEC §8), after what failed. */}
          {t('forms:reference.loadFailed')} {errorMessage(error, t)}{' '}
          <Button variant="link" onPress={() => void mutate()}>
            {t('forms:reference.retry')}
          </Button>
        </ErrorText>
      ) : null}
      {data && rows.length === 0 ? (
        <Help data-part="reference-empty">
          {t('forms:reference.empty')}
          {createHref ? (
            <>
              {' '}
              <Link href={createHref}>{t('forms:reference.add')}</Link>
            </>
          ) : null}
        </Help>
      ) : null}
    </div>
  );
}
