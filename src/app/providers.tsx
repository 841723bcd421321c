// App-wide providers: i18n, skin + global styles, swr. The router's own providers (react-aria's
// RouterProvider) live in RootShell, inside the router; toasts in the console layout.
import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { GlobalStyles, SkinProvider } from '@ds/foundations';
import { isApiError } from '../api/errors';
import { useSkinChoice } from './preferences';

const swrOptions = {
  revalidateOnFocus: false,
  // 4xx answers do not get better by retrying.
  shouldRetryOnError: (error: unknown) => !(isApiError(error) && error.status >= 400 && error.status < 500),
  errorRetryCount: 2,
};

export function AppProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const skin = useSkinChoice();
  return (
    <I18nextProvider i18n={i18n}>
      <SkinProvider skin={skin}>
        <GlobalStyles />
        <SWRConfig value={swrOptions}>{children}</SWRConfig>
      </SkinProvider>
    </I18nextProvider>
  );
}
