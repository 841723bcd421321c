// The guard a resource's statements go through: the tenant guard or the resource-group guard, by the
// resource's scope, narrowed to its parent when it lives under one.
import type { Queryable } from '../db/index.js';
import { scoped, tenantScoped } from '../db/scoped.js';
import type { Repository, Scope } from '../db/scoped.js';
import type { CrudResource, VersionedRow } from './definition.js';

/** The guard of a resource's table; under a parent, narrowed to that parent (whose id must be given). */
export function repositoryFor<Row extends VersionedRow>(
  resource: CrudResource<Row, unknown, never, never>,
  q: Queryable,
  scope: Scope,
  parentId?: string,
): Repository<Row> {
  if (resource.scope === 'tenant')
    return tenantScoped<Row>(
      q,
      resource.table,
      scope.tenantId,
      resource.columns,
      resource.sharedReads ?? false,
    );
  if (resource.parent && parentId === undefined) throw new Error(`${resource.type} lives under a parent`);
  const narrowing =
    resource.parent && parentId ? { column: resource.parent.column, value: parentId } : undefined;
  return scoped<Row>(q, resource.table, scope, resource.columns, narrowing);
}
