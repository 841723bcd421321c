// The repository guard: the only way handlers reach project + resource-group scoped tables and tenant-wide
// tables. Every statement it builds starts with the table's declared scope predicate, and inserts take the
// scope columns from the scope, never from the caller, so a handler cannot forget the filter or write into
// another tenant. Its parts: the declared scopes (table-scopes.ts), the tenant predicate (tenant-predicate.ts),
// joined statements (scoped-join.ts) and one guard per kind of table (scoped-table.ts, tenant-table.ts,
// tenant-links.ts).
export { RESOURCE_GROUP_TABLES, RESOURCE_TABLES, TABLE_SCOPES } from './table-scopes.js';
export type {
  DeclaredTable,
  Scope,
  ScopedTableName,
  TableScope,
  TenantLinkTableName,
  TenantTableName,
  TenantWideTable,
} from './table-scopes.js';
export { tenantPredicate } from './tenant-predicate.js';
export { scopedJoin, scopedSql, TenantJoin } from './scoped-join.js';
export type { JoinPredicates } from './scoped-join.js';
export type { FindOptions, Repository } from './repository.js';
export { countInTenant, scoped, ScopedTable } from './scoped-table.js';
export type { Narrowing } from './scoped-table.js';
export { tenantScoped, TenantTable } from './tenant-table.js';
export { tenantLinks, TenantLinks } from './tenant-links.js';
