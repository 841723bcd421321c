import { useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { buildRoutes, routerOptions } from './routes';

export function App({ i18n }: { i18n: I18n }) {
  const [router] = useState(() => createBrowserRouter(buildRoutes(), routerOptions()));
  return (
    <AppProviders i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
