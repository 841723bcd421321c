// The list's one filter: a property filter whose tokens are the URL's filters ("<field> = <value>", the
// schema's values offered by their labels) and, when the list has a text search, one free-text token — the
// search. Typing text and pressing Enter (or choosing "Search for …") searches; a new text replaces the
// previous one; removing its token clears the search. A list without search takes no free text.
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PropertyFilter, type PropertyFilterProperty, type PropertyFilterToken } from '@ds/PropertyFilter';
import { fieldSchema } from '../schema';
import { fieldLabel, valueLabel } from '../labels';
import type { AnyResource } from '../types';
import type { FilterField } from './filterFields';

export interface ListView {
  search: string;
  filters: Record<string, string>;
}

export interface ListFilterProps {
  resource: AnyResource;
  fields: readonly FilterField[];
  filters: Readonly<Record<string, string>>;
  /** The search in the URL ('' for none). */
  search: string;
  /** Whether the list has a text search (free text becomes it). */
  hasSearch: boolean;
  /** Called once per change with the whole new view (search and filters together). */
  onChange: (view: ListView) => void;
  isDisabled?: boolean;
}

export const ListFilter = memo(function ListFilter({
  resource,
  fields,
  filters,
  search,
  hasSearch,
  onChange,
  isDisabled,
}: ListFilterProps) {
  const { t, i18n } = useTranslation();
  const { name, schemas } = resource;
  const k = (key: string) => `resources:${name}.${key}`;

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
    () => [
      ...(search ? [{ operator: ':' as const, value: search }] : []),
      ...Object.entries(filters).map(([propertyKey, value]) => ({
        propertyKey,
        operator: '=' as const,
        value,
      })),
    ],
    [filters, search],
  );

  // A typed value outside the field's values is not a filter the server knows: leave the old one.
  const accepts = (field: string, value: string) => {
    const values = fields.find((f) => f.field === field)?.values;
    return !values || values.includes(value);
  };

  const change = (next: PropertyFilterToken[]) => {
    const out: Record<string, string> = {};
    let text = '';
    for (const token of next) {
      // One search: the newest free text replaces the older one.
      if (token.propertyKey === undefined) text = hasSearch ? token.value.trim() : '';
      // One value per field: the newest token for a field replaces the older one.
      else if (token.operator === '=' && accepts(token.propertyKey, token.value)) {
        out[token.propertyKey] = token.value;
      }
    }
    onChange({ search: text, filters: out });
  };

  const placeholder = !hasSearch
    ? t('list:filter.placeholderProperties')
    : fields.length > 0
      ? t('list:filter.placeholder')
      : t(k('searchPlaceholder'));

  return (
    <PropertyFilter
      properties={properties}
      tokens={tokens}
      onChange={change}
      isDisabled={isDisabled}
      disableFreeText={!hasSearch}
      strings={{
        label: t(hasSearch ? 'list:filter.labelWithSearch' : 'list:filter.label'),
        placeholder,
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
