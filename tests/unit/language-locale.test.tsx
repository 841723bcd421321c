// react-aria's components format in the console's language (src/app/LanguageLocale.tsx), whatever the
// browser's language: a German console writes German numbers and dates even in an English browser.
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useLocale } from 'react-aria';
import { AppProviders } from '../../src/app/providers';
import { switchLanguage } from '../../src/app/i18n';
import { testI18n } from './helpers';

function ShownLocale() {
  const { locale } = useLocale();
  return <output aria-label="locale">{locale}</output>;
}

afterEach(async () => {
  await act(() => switchLanguage(testI18n(), 'en'));
});

describe("react-aria's formatting locale", () => {
  it('MUST follow the language menu: en-US, then vi-VN and de-DE, not the browser language', async () => {
    expect(navigator.language).toBe('en-US');
    render(
      <AppProviders i18n={testI18n()}>
        <ShownLocale />
      </AppProviders>,
    );
    expect(screen.getByRole('status', { name: 'locale' }).textContent).toBe('en-US');
    await act(() => switchLanguage(testI18n(), 'vi'));
    expect(screen.getByRole('status', { name: 'locale' }).textContent).toBe('vi-VN');
    await act(() => switchLanguage(testI18n(), 'de'));
    expect(screen.getByRole('status', { name: 'locale' }).textContent).toBe('de-DE');
  });
});
