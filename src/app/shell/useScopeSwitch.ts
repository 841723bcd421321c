// Switching project or resource group: store the scope, read /user again (permissions, enabled services), then
// revalidate every swr entry so each screen reloads in the new scope. The route guard and the side menus follow
// the new profile by themselves (they read the session store); a failed switch keeps the old scope and says so.
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { useToast } from '@ds/Toast';
import { switchScope, type Scope } from '../../api/scope';
import { isCancelled } from '../../api/cancelled';
import { errorMessage } from '../../engine/errorMessage';

export function useScopeSwitch(): { switching: boolean; switchTo: (scope: Scope) => Promise<void> } {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const { t } = useTranslation();
  const [switching, setSwitching] = useState(false);
  const switchTo = useCallback(
    async (scope: Scope) => {
      setSwitching(true);
      try {
        const profile = await switchScope(scope);
        if (isCancelled(profile)) return;
        await mutate(() => true);
        toast.show({ tone: 'success', title: t('nav:scopeSwitcher.switched') });
      } catch (error) {
        toast.show({
          tone: 'error',
          title: t('nav:scopeSwitcher.switchFailed'),
          description: errorMessage(error, t),
        });
      } finally {
        setSwitching(false);
      }
    },
    [mutate, toast, t],
  );
  return { switching, switchTo };
}
