// Leaving a form with unsaved changes asks first: router navigation (React Router's blocker, so links, back
// and forward are all caught) and closing or reloading the tab (`beforeunload`, the browser's own prompt).
// `isDirty` is read at the moment of leaving, so a save that just finished (not dirty any more) leaves silently.
import { useCallback, useEffect, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { DiscardChangesDialog } from './DiscardChangesDialog';

export function useUnsavedChangesGuard(isDirty: () => boolean): ReactNode {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isDirty() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return (
    <DiscardChangesDialog
      isOpen={blocker.state === 'blocked'}
      onDiscard={() => blocker.proceed?.()}
      onKeepEditing={() => blocker.reset?.()}
    />
  );
}
