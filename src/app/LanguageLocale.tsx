// react-aria's components format in the console's language, not the browser's: a date field's segment order,
// a calendar's first weekday, a number field's separators and react-aria's own strings follow the language
// menu, as every other text does. It also keeps their calendar Gregorian, the only one the build ships
// (design-system/DatePicker/gregorianCalendar.ts).
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatLocaleOf } from './i18n';

export function LanguageLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <I18nProvider locale={formatLocaleOf(i18n.resolvedLanguage ?? i18n.language)}>{children}</I18nProvider>
  );
}
