// Entry: read /config.json, build the API clients, start i18n, render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The design system's bundled fonts (the '@ds' barrel loads them; deep imports keep its parts splittable).
import '@ds/foundations/fonts';
import { loadConfig } from '../api/config';
import { initApi } from '../api/client';
import { getAccessToken } from '../api/session';
import { createI18n, startupNamespaces } from './i18n';
import { App } from './App';
import { preloadConsole } from './routes';

async function start(): Promise<void> {
  const config = await loadConfig();
  initApi(config);
  // Signed in: the first page is a console page; its route table and frame load alongside the catalogues.
  if (getAccessToken()) preloadConsole(window.location.pathname);
  // The console's own namespaces load with its frame (routes.tsx).
  const i18n = await createI18n({ ns: startupNamespaces }, { areaTexts: 'on demand' });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
}

void start();
