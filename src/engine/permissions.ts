// What the signed-in user may do with a resource. Routes only check `read` (SPEC §6); changing actions
// (add, edit, delete) also need `write`, so they are hidden rather than offered and then refused.
import { useSession } from '../api/hooks';
import { hasPermission } from '../api/session';
import type { ResourceDefinition } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useCanWrite(resource: ResourceDefinition<any, any>): boolean {
  const { profile } = useSession();
  return hasPermission(profile, resource.permission.resource, 'write');
}
