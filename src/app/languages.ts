// The console's languages, plain data: the app's i18n set-up and the Vite config (react-aria's strings kept for
// these locales only) read the same list.

/** Each language of the console; `locale` formats dates, numbers and react-aria's own strings in it. */
export const supportedLanguages = [
  { code: 'en', label: 'English', locale: 'en-US' },
  { code: 'vi', label: 'Tiếng Việt', locale: 'vi-VN' },
  { code: 'de', label: 'Deutsch', locale: 'de-DE' },
] as const;
