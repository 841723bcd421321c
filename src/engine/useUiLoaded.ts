// For what reads another resource's UI description outside that resource's pages (a parent's title in a
// breadcrumb or a side-menu section, a reference field's options): loads it when missing, and re-renders once
// it is there. Until then the caller shows what it shows while its record loads (the id).
import { useEffect, useState } from 'react';
import { loadResourceUi, uiLoaded } from './resourceSchemas';
import type { AnyResource } from './types';

/** Whether `resource.ui` can be read; starts loading it when it cannot. */
export function useUiLoaded(resource: AnyResource | undefined): boolean {
  const ready = !resource || uiLoaded(resource);
  const [, setLoaded] = useState(ready);
  useEffect(() => {
    if (!resource || ready) return;
    let live = true;
    void loadResourceUi(resource).then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [resource, ready]);
  return ready;
}
