// The tenant predicate of one table, taken from its declared scope: the filter every guard starts with.
import { ident } from './statement-parts.js';
import { TABLE_SCOPES } from './table-scopes.js';
import type { DeclaredTable } from './table-scopes.js';

/**
 * The tenant predicate of one table under an optional alias, from its declared scope, bound to the tenant in
 * $1. Reads of a tenant_or_platform table also see the platform's rows; writes never do. A resource-group table
 * gets only its tenant part (account-wide counts, see countInTenant).
 */
export function tenantPredicate(
  table: DeclaredTable,
  alias?: string,
  access: 'read' | 'write' = 'read',
): string {
  const column = alias ? `${ident(alias)}.tenant_id` : 'tenant_id';
  return TABLE_SCOPES[table] === 'tenant_or_platform' && access === 'read'
    ? `(${column} = $1 OR ${column} IS NULL)`
    : `${column} = $1`;
}
