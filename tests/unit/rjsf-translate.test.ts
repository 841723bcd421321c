// rjsf's own texts follow the console's language; texts not in the locales fall back to rjsf's English.
import { describe, expect, it } from 'vitest';
import { TranslatableString } from '@rjsf/utils';
import { createI18n, switchLanguage } from '../../src/app/i18n';
import { createTranslateString } from '../../src/engine/rjsf/translateString';

describe('rjsf strings', () => {
  it('are translated in every language, with parameters', async () => {
    const i18n = await createI18n();
    const translate = () => createTranslateString(i18n.t, i18n);
    expect(translate()(TranslatableString.AddItemButton)).toBe('Add item');
    await switchLanguage(i18n, 'vi');
    expect(translate()(TranslatableString.AddItemButton)).toBe('Thêm mục');
    expect(translate()(TranslatableString.OptionPrefix, ['2'])).toBe('Lựa chọn 2');
    await switchLanguage(i18n, 'de');
    expect(translate()(TranslatableString.RemoveButton)).toBe('Entfernen');
    await switchLanguage(i18n, 'en');
  });

  it('fall back to rjsf English for texts the console has not translated', async () => {
    const i18n = await createI18n();
    const translate = createTranslateString(i18n.t, i18n);
    expect(translate(TranslatableString.UnknownFieldType, ['widget'])).toBe('Unknown field type widget');
  });
});
