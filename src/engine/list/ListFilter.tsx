// The property filter of a list (`ui.list.filters`): one "<field> = <value>" token per field, with the
// schema's values offered by their labels. Tokens are the URL's filters; free text typed into the filter
// becomes the list's search, so there is one search however the user typed it. `ListSearch` is the toolbar's
// search box and this filter together: it holds the typed text, so a keystroke re-renders these two, not the
// list page and its rows (the list follows once the text is committed to the URL, see useSearchText).
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PropertyFilter, type PropertyFilterProperty, type PropertyFilterToken } from '@ds/PropertyFilter';
import { TextField } from '@ds/TextField';
import { useSearchText } from './useSearchText';
import { fieldSchema } from '../schema';
import { fieldLabel, valueLabel } from '../labels';
import type { AnyResource } from '../types';
import type { FilterField } from './filterFields';

export interface ListFilterProps {
  resource: AnyResource;
  fields: readonly FilterField[];
  filters: Readonly<Record<string, string>>;
  onFiltersChange: (filters: Record<string, string>) => void;
  /** Free text typed into the filter (absent when the list has no search). */
  onSearch?: (text: string) => void;
  isDisabled?: boolean;
}

export interface ListSearchProps extends Omit<ListFilterProps, 'onSearch'> {
  /** The search box's placeholder; no search box without it (the list has no search). */
  searchPlaceholder?: string;
  /** Whether the property filter is shown (the list has filter fields). */
  hasFilter: boolean;
  /** The search in the URL. */
  search: string;
  /** Commits a search to the URL. */
  onSearchCommit: (text: string) => void;
}

/** The list's search box and property filter; the typed text is this component's state. */
export function ListSearch({
  searchPlaceholder,
  hasFilter,
  search,
  onSearchCommit,
  ...filter
}: ListSearchProps) {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useSearchText(search, onSearchCommit);
  const hasSearch = searchPlaceholder !== undefined;
  return (
    <>
      {hasSearch ? (
        <TextField
          type="search"
          label={t('list:search.label')}
          placeholder={searchPlaceholder}
          value={searchText}
          onChange={setSearchText}
          name="q"
          autoComplete="off"
        />
      ) : null}
      {hasFilter ? <ListFilter {...filter} onSearch={hasSearch ? setSearchText : undefined} /> : null}
    </>
  );
}

/** The property filter; memoised, so typing in the search box beside it does not re-render it. */
export const ListFilter = memo(function ListFilter({
  resource,
  fields,
  filters,
  onFiltersChange,
  onSearch,
  isDisabled,
}: ListFilterProps) {
  const { t, i18n } = useTranslation();
  const { name, schemas } = resource;

  const properties = useMemo<PropertyFilterProperty[]>(
    () =>
      fields.map(({ field, kind, values }) => ({
        key: field,
        label: fieldLabel(i18n, t, name, field, fieldSchema(schemas.record, field, schemas.form)),
        operators: ['='],
        values: values?.map((value) => ({
          value,
          label:
            kind === 'boolean'
              ? t(value === 'true' ? 'common:values.yes' : 'common:values.no')
              : valueLabel(i18n, t, name, field, value),
        })),
      })),
    // i18n.language: relabel on a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fields, name, schemas, t, i18n.language],
  );

  const tokens = useMemo<PropertyFilterToken[]>(
    () => Object.entries(filters).map(([propertyKey, value]) => ({ propertyKey, operator: '=', value })),
    [filters],
  );

  // A typed value outside the field's values is not a filter the server knows: leave the old one.
  const accepts = (field: string, value: string) => {
    const values = fields.find((f) => f.field === field)?.values;
    return !values || values.includes(value);
  };

  const change = (next: PropertyFilterToken[]) => {
    const out: Record<string, string> = {};
    let text: string | undefined;
    for (const token of next) {
      if (token.propertyKey === undefined) text = token.value;
      // One value per field: the newest token for a field replaces the older one.
      else if (token.operator === '=' && accepts(token.propertyKey, token.value)) {
        out[token.propertyKey] = token.value;
      }
    }
    if (text !== undefined && onSearch) onSearch(text);
    else onFiltersChange(out);
  };

  return (
    <PropertyFilter
      properties={properties}
      tokens={tokens}
      onChange={change}
      isDisabled={isDisabled}
      strings={{
        label: t('list:filter.label'),
        placeholder: t('list:filter.placeholder'),
        tokens: t('list:filter.tokens'),
        clearFilters: t('list:filter.clear'),
        removeToken: (token) => t('list:filter.removeToken', { token }),
        useText: (text) => t('list:filter.useText', { text }),
        operators: {
          '=': t('list:filter.operators.equals'),
          '!=': t('list:filter.operators.notEquals'),
          ':': t('list:filter.operators.contains'),
          '!:': t('list:filter.operators.notContains'),
        },
      }}
    />
  );
});
