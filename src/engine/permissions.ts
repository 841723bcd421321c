// What the signed-in user may do with a resource. Routes only check `read` (SPEC §6); changing actions
// (add, edit, delete) also need `write`. Primary actions stay visible but disabled with the reason
// (`useWriteAccess`); row menus and bulk selection are simply left out.
import { useTranslation } from 'react-i18next';
import { useSession } from '../api/hooks';
import { hasPermission } from '../api/session';
import type { ResourceDefinition } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useCanWrite(resource: ResourceDefinition<any, any>): boolean {
  const { profile } = useSession();
  return hasPermission(profile, resource.permission.resource, 'write');
}

export interface WriteAccess {
  allowed: boolean;
  /** Why a changing action is disabled (translated), when it is. */
  reason: string | undefined;
}

/** Whether the user may change the resource, and the words for a disabled action's tooltip when not. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useWriteAccess(resource: ResourceDefinition<any, any>): WriteAccess {
  const { t } = useTranslation();
  const allowed = useCanWrite(resource);
  return {
    allowed,
    reason: allowed
      ? undefined
      : t('common:permissions.writeRequired', { permission: `${resource.permission.resource}:write` }),
  };
}
