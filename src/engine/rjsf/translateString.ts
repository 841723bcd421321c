// rjsf's own texts (array buttons, "Errors", yes/no…) through the console's locales. rjsf hands us the English
// text of a TranslatableString; its enum name is the key under `forms:rjsf.*`. Texts the console has not
// translated yet fall back to rjsf's English, with %1-style parameters filled in.
import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import type { TFunction, i18n as I18n } from 'i18next';

const nameOf = new Map<string, string>(
  Object.entries(TranslatableString).map(([name, text]) => [text, name]),
);

export function createTranslateString(t: TFunction, i18n: I18n) {
  return (text: TranslatableString, params?: string[]): string => {
    const key = `forms:rjsf.${nameOf.get(text) ?? ''}`;
    if (!nameOf.has(text) || !i18n.exists(key)) return englishStringTranslator(text, params);
    const values = Object.fromEntries((params ?? []).map((p, i) => [`p${i + 1}`, p]));
    return t(key, values);
  };
}
