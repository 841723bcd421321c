// The property filter of a list (`ui.list.filters`): one "<field> = <value>" token per field, with the
// schema's values offered by their labels. Tokens are the URL's filters; free text typed into the filter
// becomes the list's search, so there is one search however the user typed it.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PropertyFilter, type PropertyFilterProperty, type PropertyFilterToken } from '@ds/PropertyFilter';
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

export function ListFilter({
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
}
