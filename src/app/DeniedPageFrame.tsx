// The frame of the 404 and not-authorized pages: the console's when signed in (the top bar: services, project,
// search — the ways on from a wrong turn), the public one otherwise. A chunk of its own, as both frames are.
import { lazy, Suspense } from 'react';
import { getI18n } from 'react-i18next';
import { lazyChunk } from '../api/chunks';
import { useSession } from '../api/stateHooks';
import { AppLoading } from './AppLoading';

// Through the one route-chunk loader (SPEC §9: 120 s timeout, retry, reload on a replaced deployment).
const ConsoleFrame = lazy(async () => {
  const [layouts] = await Promise.all([
    lazyChunk(() => import('./layouts'))(),
    lazyChunk(() => import('./catalogues'))().then((catalogues) =>
      catalogues.loadConsoleNamespaces(getI18n()),
    ),
  ]);
  return { default: layouts.ConsoleLayout };
});
const PublicFrame = lazy(async () => ({
  default: (await lazyChunk(() => import('./PublicLayout'))()).PublicLayout,
}));

export function DeniedPageFrame() {
  const { signedIn } = useSession();
  return <Suspense fallback={<AppLoading />}>{signedIn ? <ConsoleFrame /> : <PublicFrame />}</Suspense>;
}
