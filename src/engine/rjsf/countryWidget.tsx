// The country widget (`x-kind: country` → CountryPicker, ISO 3166-1 alpha-2 codes, names in the UI language).
// Its own chunk: the picker (its code table and tag list) loads only with a form that asks for a country.
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { CountryPicker, type CountryLocale } from '@ds/CountryPicker';
import { description, isEmpty, widgetError } from './widgetProps';

const countryLocales: readonly string[] = ['en', 'vi', 'de'];

/** `x-kind: country` → CountryPicker (ISO 3166-1 alpha-2 codes, names in the UI language). */
export function DsCountryWidget(props: WidgetProps) {
  const { t, i18n } = useTranslation();
  const error = widgetError(props);
  const locale = (countryLocales.includes(i18n.language) ? i18n.language : 'en') as CountryLocale;
  return (
    <CountryPicker
      locale={locale}
      strings={{
        label: props.label,
        emptyText: t('detail:widgets.country.empty'),
        toggleLabel: t('detail:widgets.country.toggle'),
      }}
      value={isEmpty(props.value) ? null : String(props.value)}
      onChange={(code) => props.onChange(code ?? props.options.emptyValue)}
      description={description(props)}
      isRequired={props.required}
      isDisabled={props.disabled || props.readonly}
      isInvalid={!!error}
      errorMessage={error}
    />
  );
}
