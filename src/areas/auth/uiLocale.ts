// The language mails should be written in: the console's current language.
import type { UiLocale } from '../../api/auth';

export function uiLocale(language: string | undefined): UiLocale {
  const base = (language ?? 'en').slice(0, 2);
  return base === 'vi' || base === 'de' ? base : 'en';
}
