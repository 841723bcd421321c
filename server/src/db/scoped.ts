// The repository guard: the only way handlers reach project + resource-group scoped tables. Every statement
// it builds starts with the scope predicate, and inserts take the scope columns from the scope, never from
// the caller, so a handler cannot forget the filter or write into another tenant.
import { JsonParam } from './types.js';
import type { Queryable } from './types.js';

export interface Scope {
  tenantId: string;
  projectId: string;
  resourceGroupId: string;
}

/**
 * How far a table's rows reach (ARCHITECTURE §5): a resource group (tenant + project + resource group), the
 * tenant, or the tenant plus the platform's shared rows (tenant_id NULL, readable by every tenant, writable by
 * none of them).
 */
export type TableScope = 'resource_group' | 'tenant' | 'tenant_or_platform';

/**
 * Every table a handler reaches, with its declared scope. The guards below (and the dedicated ones built on
 * them: people, identity providers, the audit trail) take their predicates from here; no handler writes one.
 */
export const TABLE_SCOPES = {
  cdn_sites: 'resource_group',
  /** A site's cache purges and its traffic rollups live in the site's resource group. */
  cdn_purge_requests: 'resource_group',
  cdn_traffic_rollups: 'resource_group',
  cdn_traffic_dimensions: 'resource_group',
  /** CDN SSL certificates are account-level (ARCHITECTURE §5). */
  ssl_certificates: 'tenant',
  /**
   * What lives under a site (migration 007): the site's scope columns are repeated on each row and tied to the
   * site's by a composite foreign key, so the guard filters them like the site itself and a row can never sit
   * in another scope than its site. They are parts of a site, not resources of a resource group.
   */
  cdn_page_rules: 'resource_group',
  cdn_firewall_rules: 'resource_group',
  cdn_cache_rules: 'resource_group',
  cdn_rate_limit_rules: 'resource_group',
  cdn_origin_settings: 'resource_group',
  cdn_multi_cdn_providers: 'resource_group',
  cdn_multi_cdn_strategies: 'resource_group',
  cdn_extra_configs: 'resource_group',
  cdn_addon_domains: 'resource_group',
  log_export_destinations: 'resource_group',
  projects: 'tenant',
  resource_groups: 'tenant',
  user_groups: 'tenant',
  iam_policies: 'tenant_or_platform',
  quota_increase_requests: 'tenant',
  tenant_quotas: 'tenant',
  permission_grants: 'tenant',
  policy_grants: 'tenant',
  group_grants: 'tenant',
  user_group_members: 'tenant',
  /** An operator's own keys have no tenant; the guard reaches only a tenant's. */
  access_keys: 'tenant',
  users: 'tenant',
  member_invitations: 'tenant',
  identity_providers: 'tenant',
  audit_log: 'tenant',
  /**
   * A session belongs to its user and carries the tenant it acts in: a tenant person's own sign-ins their
   * tenant (sign-in and login-as both store it), an operator's the tenant picked at sign-in. Reads of a
   * person's sessions go through it, so a session is reached only through the tenant it acts in.
   */
  sessions: 'tenant',
} as const satisfies Record<string, TableScope>;

export type DeclaredTable = keyof typeof TABLE_SCOPES;
type TablesOf<S extends TableScope> = {
  [T in DeclaredTable]: (typeof TABLE_SCOPES)[T] extends S ? T : never;
}[DeclaredTable];
/** Tables whose rows belong to one tenant (possibly beside shared platform rows). */
export type TenantWideTable = TablesOf<'tenant' | 'tenant_or_platform'>;

/** Tables scoped by tenant + project + resource group. Names are code constants, never input. */
export type ScopedTableName = TablesOf<'resource_group'>;

/** Tenant-wide tables (ARCHITECTURE §5) served as versioned rows: the guard filters them by tenant_id only. */
export type TenantTableName = Extract<
  TenantWideTable,
  | 'projects'
  | 'resource_groups'
  | 'user_groups'
  | 'iam_policies'
  | 'quota_increase_requests'
  | 'tenant_quotas'
  | 'ssl_certificates'
>;

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

/** The tenant predicate of each alias of a joined statement. */
export type JoinPredicates<A extends string> = { readonly [K in A]: string };

/**
 * SQL over several tenant-wide tables (a join, a UNION, a subquery): the guard gives each alias the predicate
 * of its table's declared scope (bound to the tenant in $1), the builder places them (a WHERE, or a LEFT JOIN's
 * ON), and the guard refuses the statement unless every alias's predicate appears in it. The result can be
 * run with TenantJoin.query or embedded in another guard's predicate (which binds $1 to the same tenant).
 */
export function scopedSql<A extends string>(
  tables: Record<A, TenantWideTable>,
  build: (on: JoinPredicates<A>) => string,
): string {
  const on = {} as Record<A, string>;
  for (const alias of Object.keys(tables) as A[]) on[alias] = tenantPredicate(tables[alias], alias);
  const sql = build(on);
  for (const alias of Object.keys(tables) as A[]) {
    if (!placed(sql, on[alias])) throw new Error(`scoped statement leaves ${alias} unfiltered`);
  }
  return sql;
}

/**
 * The predicate appears as itself, not as the tail of another alias's ("g.tenant_id = $1" inside
 * "pg.tenant_id = $1" does not count).
 */
function placed(sql: string, predicate: string): boolean {
  for (let i = sql.indexOf(predicate); i >= 0; i = sql.indexOf(predicate, i + 1)) {
    if (i === 0 || !/[A-Za-z0-9_.]/.test(sql.charAt(i - 1))) return true;
  }
  return false;
}

/**
 * The guard of a read joining tenant-wide tables: $1 is the tenant, extra parameters start at $2.
 * scopedJoin(q, tenantId, { g: 'user_groups', gm: 'user_group_members' })
 *   .query((on) => `SELECT … FROM user_group_members gm JOIN user_groups g ON … WHERE ${on.gm} AND ${on.g}`, […])
 */
export class TenantJoin<A extends string> {
  readonly firstParam = 2;

  constructor(
    private readonly q: Queryable,
    private readonly tenantId: string,
    private readonly tables: Record<A, TenantWideTable>,
  ) {}

  async query<Row>(build: (on: JoinPredicates<A>) => string, params: unknown[] = []): Promise<Row[]> {
    const sql = scopedSql(this.tables, build);
    return (await this.q.query<Row>(sql, [this.tenantId, ...params])).rows;
  }
}

export function scopedJoin<A extends string>(
  q: Queryable,
  tenantId: string,
  tables: Record<A, TenantWideTable>,
): TenantJoin<A> {
  return new TenantJoin<A>(q, tenantId, tables);
}

/**
 * What each resource-group table holds, declared for every one (the type refuses a table left out): a resource
 * of the group, whose rows keep the group and its project from being deleted, or a part of a resource (a site's
 * rules), which goes with that resource and counts through it.
 */
export const RESOURCE_GROUP_TABLES = {
  cdn_sites: 'resource',
  cdn_purge_requests: { partOf: 'cdn_sites' },
  cdn_traffic_rollups: { partOf: 'cdn_sites' },
  cdn_traffic_dimensions: { partOf: 'cdn_sites' },
  cdn_page_rules: { partOf: 'cdn_sites' },
  cdn_firewall_rules: { partOf: 'cdn_sites' },
  cdn_cache_rules: { partOf: 'cdn_sites' },
  cdn_rate_limit_rules: { partOf: 'cdn_sites' },
  cdn_origin_settings: { partOf: 'cdn_sites' },
  cdn_multi_cdn_providers: { partOf: 'cdn_sites' },
  cdn_multi_cdn_strategies: { partOf: 'cdn_sites' },
  cdn_extra_configs: { partOf: 'cdn_sites' },
  cdn_addon_domains: { partOf: 'cdn_sites' },
  log_export_destinations: 'resource',
} as const satisfies Record<ScopedTableName, 'resource' | { partOf: ScopedTableName }>;

/** Resource-group tables whose rows count as "resources" of a resource group (a group or project that holds
 * any cannot be deleted). */
export const RESOURCE_TABLES: readonly ScopedTableName[] = (
  Object.keys(RESOURCE_GROUP_TABLES) as ScopedTableName[]
).filter((table) => RESOURCE_GROUP_TABLES[table] === 'resource');

/** What the generic CRUD module needs of either guard. */
export interface Repository<Row> {
  /** Placeholder number of the first extra parameter (the scope takes the ones before). */
  readonly firstParam: number;
  find(options?: FindOptions): Promise<Row[]>;
  count(where?: string, params?: unknown[]): Promise<number>;
  get(id: string, options?: { forUpdate?: boolean }): Promise<Row | undefined>;
  insert(values: Record<string, unknown>): Promise<Row>;
  update(id: string, values: Record<string, unknown>, expectedVersion?: number): Promise<Row | undefined>;
  delete(id: string, expectedVersion?: number): Promise<boolean>;
}

export interface FindOptions {
  /** Extra predicate; its placeholders start at the repository's firstParam ($1–$3 are the scope). */
  where?: string;
  params?: unknown[];
  orderBy?: string;
  limit?: number;
  offset?: number;
}

const SCOPE_PREDICATE = 'tenant_id = $1 AND project_id = $2 AND resource_group_id = $3';
const IDENT = /^[a-z_][a-z0-9_]*$/;

function ident(name: string): string {
  if (!IDENT.test(name)) throw new Error(`invalid identifier ${name}`);
  return name;
}

function encode(value: unknown): unknown {
  return value instanceof JsonParam ? JSON.stringify(value.value) : value;
}

function placeholder(value: unknown, index: number): string {
  return value instanceof JsonParam ? `$${index}::jsonb` : `$${index}`;
}

/**
 * The SET list and id/version condition of a versioned UPDATE. `params` already holds the scope's parameters
 * followed by the id (at `idIndex`); the values and the expected version are appended to it.
 */
function versionedUpdate(
  values: Record<string, unknown>,
  params: unknown[],
  idIndex: number,
  expectedVersion: number | undefined,
): { sets: string; where: string } {
  const sets = Object.keys(values)
    .map(ident)
    .map((n) => {
      params.push(encode(values[n]));
      return `${n} = ${placeholder(values[n], params.length)}`;
    });
  let where = `id = $${idIndex}`;
  if (expectedVersion !== undefined) {
    params.push(expectedVersion);
    where += ` AND version = $${params.length}`;
  }
  return { sets: [...sets, 'version = version + 1', 'updated_at = now()'].join(', '), where };
}

/**
 * A parent a scoped table is narrowed to (a site's rules): every statement also requires column = value, and
 * inserts set it. The parent itself must have been loaded through the guard first.
 */
export interface Narrowing {
  column: string;
  value: string;
}

export class ScopedTable<Row> implements Repository<Row> {
  /** Placeholder number of the first extra parameter: after the scope's three and the narrowing's one. */
  readonly firstParam: number;
  private readonly scopeParams: unknown[];
  private readonly predicate: string;

  constructor(
    private readonly q: Queryable,
    private readonly table: ScopedTableName,
    scope: Scope,
    /** The select list (may hold computed columns). */
    private readonly columns = '*',
    private readonly narrowing?: Narrowing,
  ) {
    this.scopeParams = [scope.tenantId, scope.projectId, scope.resourceGroupId];
    this.predicate = SCOPE_PREDICATE;
    if (narrowing) {
      this.scopeParams.push(narrowing.value);
      this.predicate += ` AND ${ident(narrowing.column)} = $4`;
    }
    this.firstParam = this.scopeParams.length + 1;
  }

  private whereClause(extra?: string): string {
    return extra ? `${this.predicate} AND (${extra})` : this.predicate;
  }

  /** $n of the id in get/update/delete. */
  private get idMark(): string {
    return `$${this.firstParam}`;
  }

  async find(options: FindOptions = {}): Promise<Row[]> {
    const params = [...this.scopeParams, ...(options.params ?? [])];
    let sql = `SELECT ${this.columns} FROM ${this.table} WHERE ${this.whereClause(options.where)}`;
    if (options.orderBy) sql += ` ORDER BY ${options.orderBy}`;
    if (options.limit !== undefined) {
      params.push(options.limit);
      sql += ` LIMIT $${params.length}`;
    }
    if (options.offset !== undefined) {
      params.push(options.offset);
      sql += ` OFFSET $${params.length}`;
    }
    return (await this.q.query<Row>(sql, params)).rows;
  }

  async count(where?: string, params: unknown[] = []): Promise<number> {
    const { rows } = await this.q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${this.table} WHERE ${this.whereClause(where)}`,
      [...this.scopeParams, ...params],
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * An aggregate read of the scope's rows: `select` may hold aggregates, `tail` a GROUP BY / ORDER BY / LIMIT
   * (code, never input); the extra predicate's placeholders start at firstParam.
   */
  async aggregate<R>(select: string, options: { where?: string; params?: unknown[]; tail?: string } = {}) {
    const { rows } = await this.q.query<R>(
      `SELECT ${select} FROM ${this.table} WHERE ${this.whereClause(options.where)} ${options.tail ?? ''}`,
      [...this.scopeParams, ...(options.params ?? [])],
    );
    return rows;
  }

  async get(id: string, options: { forUpdate?: boolean } = {}): Promise<Row | undefined> {
    const { rows } = await this.q.query<Row>(
      `SELECT ${this.columns} FROM ${this.table} WHERE ${this.whereClause(`id = ${this.idMark}`)}${options.forUpdate ? ' FOR UPDATE' : ''}`,
      [...this.scopeParams, id],
    );
    return rows[0];
  }

  /** Inserts one row in the scope (and under the narrowing's parent); values must not name those columns. */
  async insert(values: Record<string, unknown>): Promise<Row> {
    const names = Object.keys(values).map(ident);
    for (const n of names) {
      if (
        n === 'tenant_id' ||
        n === 'project_id' ||
        n === 'resource_group_id' ||
        n === this.narrowing?.column
      )
        throw new Error('scope columns come from the scope');
    }
    const fixed = ['tenant_id', 'project_id', 'resource_group_id'];
    if (this.narrowing) fixed.push(ident(this.narrowing.column));
    const params = [...this.scopeParams, ...names.map((n) => encode(values[n]))];
    const marks = names.map((n, i) => placeholder(values[n], i + this.firstParam));
    const fixedMarks = fixed.map((_n, i) => `$${i + 1}`);
    const { rows } = await this.q.query<Row>(
      `INSERT INTO ${this.table} (${[...fixed, ...names].join(', ')})
       VALUES (${[...fixedMarks, ...marks].join(', ')}) RETURNING ${this.columns}`,
      params,
    );
    return rows[0] as Row;
  }

  /**
   * Updates one row in the scope, bumping its version. With expectedVersion, only that version is changed;
   * undefined means no row matched (missing, out of scope or a version mismatch).
   */
  async update(
    id: string,
    values: Record<string, unknown>,
    expectedVersion?: number,
  ): Promise<Row | undefined> {
    if (this.narrowing && this.narrowing.column in values) throw new Error('the parent column is fixed');
    const params: unknown[] = [...this.scopeParams, id];
    const { sets, where } = versionedUpdate(values, params, this.firstParam, expectedVersion);
    const { rows } = await this.q.query<Row>(
      `UPDATE ${this.table} SET ${sets} WHERE ${this.whereClause(where)} RETURNING ${this.columns}`,
      params,
    );
    return rows[0];
  }

  async delete(id: string, expectedVersion?: number): Promise<boolean> {
    const params: unknown[] = [...this.scopeParams, id];
    let where = `id = ${this.idMark}`;
    if (expectedVersion !== undefined) {
      params.push(expectedVersion);
      where += ` AND version = $${params.length}`;
    }
    const { rows } = await this.q.query(
      `DELETE FROM ${this.table} WHERE ${this.whereClause(where)} RETURNING id`,
      params,
    );
    return rows.length > 0;
  }
}

/**
 * How many rows of a project + resource-group table the tenant holds across all its projects and groups
 * (account-wide quotas); the only tenant-wide statement the guard allows on such a table.
 */
export async function countInTenant(q: Queryable, table: ScopedTableName, tenantId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE ${tenantPredicate(table)}`,
    [tenantId],
  );
  return rows[0]?.n ?? 0;
}

export function scoped<Row>(
  q: Queryable,
  table: ScopedTableName,
  scope: Scope,
  columns?: string,
  narrowing?: Narrowing,
): ScopedTable<Row> {
  return new ScopedTable<Row>(q, table, scope, columns, narrowing);
}

/**
 * The guard of a tenant-wide table: every statement starts with tenant_id = $1, inserts take tenant_id from
 * the scope. With sharedReads, reads also see the platform's rows (tenant_id IS NULL, e.g. managed policies)
 * while writes still reach only the tenant's own.
 */
export class TenantTable<Row> implements Repository<Row> {
  readonly firstParam = 2;

  constructor(
    private readonly q: Queryable,
    private readonly table: TenantTableName,
    private readonly tenantId: string,
    private readonly columns = '*',
    private readonly sharedReads = false,
  ) {}

  private readPredicate(extra?: string): string {
    const base = tenantPredicate(this.table, undefined, this.sharedReads ? 'read' : 'write');
    return extra ? `${base} AND (${extra})` : base;
  }

  private writePredicate(extra: string): string {
    return `${tenantPredicate(this.table, undefined, 'write')} AND (${extra})`;
  }

  async find(options: FindOptions = {}): Promise<Row[]> {
    const params = [this.tenantId, ...(options.params ?? [])];
    let sql = `SELECT ${this.columns} FROM ${this.table} WHERE ${this.readPredicate(options.where)}`;
    if (options.orderBy) sql += ` ORDER BY ${options.orderBy}`;
    if (options.limit !== undefined) {
      params.push(options.limit);
      sql += ` LIMIT $${params.length}`;
    }
    if (options.offset !== undefined) {
      params.push(options.offset);
      sql += ` OFFSET $${params.length}`;
    }
    return (await this.q.query<Row>(sql, params)).rows;
  }

  async count(where?: string, params: unknown[] = []): Promise<number> {
    const { rows } = await this.q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${this.table} WHERE ${this.readPredicate(where)}`,
      [this.tenantId, ...params],
    );
    return rows[0]?.n ?? 0;
  }

  /** One row; forUpdate locks it first (computed columns may hold aggregates, which FOR UPDATE refuses). */
  async get(id: string, options: { forUpdate?: boolean } = {}): Promise<Row | undefined> {
    if (options.forUpdate) {
      const { rows } = await this.q.query(
        `SELECT id FROM ${this.table} WHERE ${this.readPredicate('id = $2')} FOR UPDATE`,
        [this.tenantId, id],
      );
      if (!rows.length) return undefined;
    }
    const { rows } = await this.q.query<Row>(
      `SELECT ${this.columns} FROM ${this.table} WHERE ${this.readPredicate('id = $2')}`,
      [this.tenantId, id],
    );
    return rows[0];
  }

  /** Inserts one row of the tenant; values must not name tenant_id. */
  async insert(values: Record<string, unknown>): Promise<Row> {
    const names = Object.keys(values).map(ident);
    if (names.includes('tenant_id')) throw new Error('tenant_id comes from the scope');
    const params = [this.tenantId, ...names.map((n) => encode(values[n]))];
    const marks = names.map((n, i) => placeholder(values[n], i + 2));
    const { rows } = await this.q.query<Row>(
      `INSERT INTO ${this.table} (tenant_id, ${names.join(', ')}) VALUES ($1, ${marks.join(', ')})
       RETURNING ${this.columns}`,
      params,
    );
    return rows[0] as Row;
  }

  async update(
    id: string,
    values: Record<string, unknown>,
    expectedVersion?: number,
  ): Promise<Row | undefined> {
    if ('tenant_id' in values) throw new Error('tenant_id comes from the scope');
    const params: unknown[] = [this.tenantId, id];
    const { sets, where } = versionedUpdate(values, params, 2, expectedVersion);
    const { rows } = await this.q.query<Row>(
      `UPDATE ${this.table} SET ${sets} WHERE ${this.writePredicate(where)} RETURNING ${this.columns}`,
      params,
    );
    return rows[0];
  }

  async delete(id: string, expectedVersion?: number): Promise<boolean> {
    const params: unknown[] = [this.tenantId, id];
    let where = 'id = $2';
    if (expectedVersion !== undefined) {
      params.push(expectedVersion);
      where += ' AND version = $3';
    }
    const { rows } = await this.q.query(
      `DELETE FROM ${this.table} WHERE ${this.writePredicate(where)} RETURNING id`,
      params,
    );
    return rows.length > 0;
  }
}

export function tenantScoped<Row>(
  q: Queryable,
  table: TenantTableName,
  tenantId: string,
  columns?: string,
  sharedReads = false,
): TenantTable<Row> {
  return new TenantTable<Row>(q, table, tenantId, columns, sharedReads);
}

/**
 * Tenant-wide link tables (ARCHITECTURE §5: grants and group memberships belong to the tenant): rows are
 * added and removed, never versioned or edited.
 */
export type TenantLinkTableName = Extract<
  TenantWideTable,
  /** Access keys are created and deleted, never edited; an operator's own keys have no tenant. */
  'permission_grants' | 'policy_grants' | 'group_grants' | 'user_group_members' | 'access_keys'
>;

/**
 * The guard of a link table: every statement starts with tenant_id = $1, inserts take tenant_id from the
 * scope. Extra predicates use placeholders from $2 on.
 */
export class TenantLinks<Row = Record<string, unknown>> {
  readonly firstParam = 2;

  constructor(
    private readonly q: Queryable,
    private readonly table: TenantLinkTableName,
    private readonly tenantId: string,
  ) {}

  private where(extra?: string): string {
    const base = tenantPredicate(this.table, undefined, 'write');
    return extra ? `${base} AND (${extra})` : base;
  }

  async find(options: { columns?: string; where?: string; params?: unknown[]; orderBy?: string } = {}) {
    let sql = `SELECT ${options.columns ?? '*'} FROM ${this.table} WHERE ${this.where(options.where)}`;
    if (options.orderBy) sql += ` ORDER BY ${options.orderBy}`;
    return (await this.q.query<Row>(sql, [this.tenantId, ...(options.params ?? [])])).rows;
  }

  async count(where?: string, params: unknown[] = []): Promise<number> {
    const { rows } = await this.q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${this.table} WHERE ${this.where(where)}`,
      [this.tenantId, ...params],
    );
    return rows[0]?.n ?? 0;
  }

  /** Inserts rows of the tenant (values must not name tenant_id); with ignoreConflicts, existing links stay. */
  async insert(
    rows: Record<string, unknown>[],
    options: { ignoreConflicts?: boolean } = {},
  ): Promise<number> {
    let added = 0;
    for (const values of rows) {
      const names = Object.keys(values).map(ident);
      if (names.includes('tenant_id')) throw new Error('tenant_id comes from the scope');
      const params = [this.tenantId, ...names.map((n) => encode(values[n]))];
      const marks = names.map((n, i) => placeholder(values[n], i + 2));
      const { rows: inserted } = await this.q.query(
        `INSERT INTO ${this.table} (tenant_id, ${names.join(', ')}) VALUES ($1, ${marks.join(', ')})
         ${options.ignoreConflicts ? 'ON CONFLICT DO NOTHING' : ''} RETURNING tenant_id`,
        params,
      );
      added += inserted.length;
    }
    return added;
  }

  /** Deletes the tenant's rows matching where (required: a link table is never emptied by accident). */
  async delete(where: string, params: unknown[]): Promise<number> {
    const { rows } = await this.q.query(
      `DELETE FROM ${this.table} WHERE ${this.where(where)} RETURNING tenant_id`,
      [this.tenantId, ...params],
    );
    return rows.length;
  }
}

export function tenantLinks<Row = Record<string, unknown>>(
  q: Queryable,
  table: TenantLinkTableName,
  tenantId: string,
): TenantLinks<Row> {
  return new TenantLinks<Row>(q, table, tenantId);
}
