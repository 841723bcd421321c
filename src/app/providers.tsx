// App-wide providers: i18n (with react-aria's formatting locale), skin + global styles. The router's own providers (react-aria's RouterProvider)
// live in RootShell, inside the router; toasts and swr's options (DataProvider) in the console layout.
import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { GlobalStyles, SkinProvider } from '@ds/foundations';
import { LanguageLocale } from './LanguageLocale';
import { useSkinChoice } from './preferences';

export function AppProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const skin = useSkinChoice();
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageLocale>
        <SkinProvider skin={skin}>
          <GlobalStyles />
          {children}
        </SkinProvider>
      </LanguageLocale>
    </I18nextProvider>
  );
}
