// Who sees which audit entries: iam:read sees the tenant's whole trail; anyone else sees the entries of the
// areas they may read in the project they act in (so each area's History tab works for its readers), plus
// their own actions (sign-ins, profile, access keys).
import type { Principal } from '../../context.js';
import type { Queryable } from '../../db/index.js';
import type { Scope } from '../../db/scoped.js';
import { EVERYONE, permissionsFor } from '../../plugins/permissions.js';

export interface Visibility {
  /** A predicate on audit_log (placeholders from firstParam on), or undefined for "all of the tenant". */
  where?: string;
  params: unknown[];
}

/** Areas everyone holds: their entries are personal, so reading them needs iam:read (or being the actor). */
const PERSONAL_AREAS = new Set(EVERYONE.map((p) => p.split(':')[0]));

export async function auditVisibility(
  q: Queryable,
  principal: Principal,
  scope: Scope,
  firstParam: number,
): Promise<Visibility> {
  const held = await permissionsFor(q, principal, scope.projectId);
  if (held.includes('iam:read')) return { params: [] };
  const areas = held
    .filter((p) => p.endsWith(':read'))
    .map((p) => p.slice(0, -':read'.length))
    .filter((area) => !PERSONAL_AREAS.has(area));
  const [a, b, c] = [firstParam, firstParam + 1, firstParam + 2];
  return {
    where: `(permission_area = ANY($${a}::text[]) AND project_id = $${b}::uuid) OR actor_user_id = $${c}::uuid`,
    params: [areas, scope.projectId, principal.userId],
  };
}
