// Finding objects of tenant A for operations that take ids in their path, without knowing the operations:
// candidate values come from tenant A's rows in the database (every table with tenant_id and id) and from
// tenant A's administrator's list answers; a binding is accepted once the positive caller gets a 2xx. Writes
// get a fresh object from the matching create operation when there is one, so seeded data stays intact.
import type { FastifyInstance, InjectOptions } from 'fastify';
import fc from 'fast-check';
import type { Db } from '../../db/index.js';
import { validArb } from './arbitraries.js';
import { pathParams, urlOf } from './contract.js';
import type { ServedOperation } from './contract.js';
import type { SchemaCheck } from './schema-check.js';

export type Binding = Record<string, string>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** groups → group, policies → policy, resource_groups → resource_group. */
function singular(word: string): string {
  const w = word.toLowerCase().replace(/-/g, '_');
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** Every id of a row owned by the tenant: tables with both tenant_id and id, plus the tenant itself. */
export async function tenantOwnedIds(db: Db, tenantId: string): Promise<string[]> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c
      WHERE c.table_schema = current_schema() AND c.column_name = 'tenant_id'
        AND EXISTS (SELECT 1 FROM information_schema.columns i WHERE i.table_schema = c.table_schema
                      AND i.table_name = c.table_name AND i.column_name = 'id')
      ORDER BY c.table_name`,
  );
  const ids = [tenantId];
  for (const { table_name } of tables) {
    if (!/^[a-z_][a-z0-9_]*$/.test(table_name)) continue;
    const { rows } = await db.query<{ id: string }>(
      `SELECT id::text AS id FROM ${table_name} WHERE tenant_id = $1 ORDER BY id::text DESC LIMIT 500`,
      [tenantId],
    );
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** Ids of rows in one resource group, from every table scoped by resource group (long ids only). */
export async function groupScopedIds(db: Db, resourceGroupId: string): Promise<string[]> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c
      WHERE c.table_schema = current_schema() AND c.column_name = 'resource_group_id'
        AND EXISTS (SELECT 1 FROM information_schema.columns i WHERE i.table_schema = c.table_schema
                      AND i.table_name = c.table_name AND i.column_name = 'id')
      ORDER BY c.table_name`,
  );
  const ids: string[] = [];
  for (const { table_name } of tables) {
    if (!/^[a-z_][a-z0-9_]*$/.test(table_name)) continue;
    const { rows } = await db.query<{ id: string }>(
      `SELECT id::text AS id FROM ${table_name} WHERE resource_group_id = $1 LIMIT 500`,
      [resourceGroupId],
    );
    ids.push(...rows.map((r) => r.id).filter((id) => id.length >= 12));
  }
  return ids;
}

/** Leaf values of a JSON answer keyed by the property that held them. */
export function leaves(
  body: unknown,
  out = new Map<string, Set<string>>(),
  key = '',
): Map<string, Set<string>> {
  if (Array.isArray(body)) for (const v of body) leaves(v, out, key);
  else if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body)) leaves(v, out, k);
  } else if ((typeof body === 'string' || typeof body === 'number') && key) {
    const s = String(body);
    if (s.length > 0 && s.length <= 200) {
      if (!out.has(key)) out.set(key, new Set());
      out.get(key)!.add(s);
    }
  }
  return out;
}

export interface ObjectFinderOptions {
  app: FastifyInstance;
  db: Db;
  tenantId: string;
  ops: ServedOperation[];
  check: SchemaCheck;
  /** Ids a write must never target (the harness's own callers, default project, ...). */
  protectedIds: Set<string>;
  positiveHeaders: (op: ServedOperation) => Record<string, string>;
  seed: number;
}

export class ObjectFinder {
  private readonly byKey = new Map<string, Set<string>>();
  private dbIds: string[] = [];
  private readonly pools = new Map<string, string[]>();
  requests = 0;

  constructor(private readonly o: ObjectFinderOptions) {}

  positiveHeadersOf(op: ServedOperation): Record<string, string> {
    return this.o.positiveHeaders(op);
  }

  async inject(opts: InjectOptions & { url: string }) {
    this.requests++;
    return this.o.app.inject(opts);
  }

  /** Collects candidates: the tenant's rows and every list answer of its administrator. */
  async harvest(): Promise<void> {
    this.dbIds = await tenantOwnedIds(this.o.db, this.o.tenantId);
    for (const op of this.o.ops) {
      if (op.method !== 'GET' || pathParams(op).length) continue;
      if (op.parameters.some((p) => p.required && p.in !== 'header')) continue;
      const res = await this.inject({
        method: 'GET',
        url: urlOf(op, {}),
        headers: this.o.positiveHeaders(op),
      });
      if (res.statusCode >= 300 || !res.body) continue;
      try {
        this.pool(op.path, res.json());
        for (const [k, values] of leaves(res.json())) {
          if (!this.byKey.has(k)) this.byKey.set(k, new Set());
          for (const v of values) this.byKey.get(k)!.add(v);
        }
      } catch {
        // not JSON: nothing to harvest
      }
    }
  }

  /** Ids of a list answer, filed under the singular of each path segment (/tenant/groups → group). */
  private pool(path: string, body: unknown): void {
    const data = (body as { data?: unknown }).data;
    if (!Array.isArray(data)) return;
    const ids = data
      .map((item) => (item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined))
      .filter((id): id is string => typeof id === 'string');
    for (const segment of path.split('/')) {
      if (!segment || segment.startsWith('{')) continue;
      const stem = singular(segment);
      this.pools.set(stem, [...new Set([...(this.pools.get(stem) ?? []), ...ids])]);
    }
  }

  /**
   * The body with every uuid under a key like group_ids or project_id replaced by ids of tenant A's groups or
   * projects (from the list whose path names them), so references in a body point at real objects.
   */
  informed(value: unknown, key = '', turn = { n: 0 }): unknown {
    const pool = this.pools.get(singular(key.replace(/_?ids?$/i, '')));
    if (Array.isArray(value)) {
      if (pool?.length && value.every((v) => typeof v === 'string' && UUID.test(v))) {
        const start = turn.n++;
        return value.slice(0, pool.length).map((_v, i) => pool[(start + i) % pool.length]);
      }
      return value.map((v) => this.informed(v, key, turn));
    }
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.informed(v, k, turn)]));
    }
    if (typeof value === 'string' && UUID.test(value) && pool?.length) return pool[turn.n++ % pool.length];
    return value;
  }

  /** Candidate values for a path parameter, most likely first: same-named keys, ids, database ids, the rest. */
  candidates(op: ServedOperation, name: string, mutating: boolean): string[] {
    const param = pathParams(op).find((p) => p.name === name)!;
    // /admin/tenant/{id} names the tenant itself: tenant A first (it is no row of a table with tenant_id).
    const segments = op.path.split('/');
    const before = segments[segments.indexOf(`{${name}}`) - 1] ?? '';
    const itself = singular(before) === 'tenant' ? [this.o.tenantId] : [];
    const named = [...(this.byKey.get(name) ?? [])];
    const ids = [...(this.byKey.get('id') ?? [])];
    const rest = [...this.byKey.entries()]
      .filter(([k]) => k !== name && k !== 'id')
      .flatMap(([, v]) => [...v]);
    const seen = new Set<string>();
    const out: string[] = [];
    for (const v of [...itself, ...named, ...ids, ...this.dbIds, ...rest]) {
      if (seen.has(v)) continue;
      seen.add(v);
      if (mutating && this.o.protectedIds.has(v)) continue;
      if (!this.o.check.paramsAreValid([{ ...param, required: true }], { [name]: v })) continue;
      out.push(v);
    }
    return out;
  }

  /** Valid request bodies for an operation (empty when it takes none), deterministic for the seed. */
  bodies(op: ServedOperation, count: number, minimal = false): unknown[] {
    if (!op.body) return [undefined];
    const schema = op.body.schema;
    const sampled = fc.sample(validArb(schema, { minimal }), { numRuns: count * 4, seed: this.o.seed });
    const valid = sampled.filter((b) => this.o.check.bodyIsValid(schema, b)).slice(0, count);
    // Bodies whose references name real objects first, as long as they stay valid.
    return valid.map((b) => {
      const informed = this.informed(b);
      return this.o.check.bodyIsValid(schema, informed) ? informed : b;
    });
  }

  private served(method: string, path: string): ServedOperation | undefined {
    return this.o.ops.find((o) => o.method === method && o.path === path);
  }

  /** The GET operation at this template, if served. */
  getAt(template: string): ServedOperation | undefined {
    return this.served('GET', template);
  }

  /** Creates a fresh object through the POST at the collection template; its id, or undefined. */
  async createAt(
    collection: string,
    bound: Binding,
    headers: Record<string, string>,
  ): Promise<string | undefined> {
    const create = this.served('POST', collection);
    if (!create) return undefined;
    for (const body of [...this.bodies(create, 6, true), ...this.bodies(create, 6)]) {
      const res = await this.inject({
        method: 'POST',
        url: urlOf(create, bound),
        headers: { ...headers, 'idempotency-key': `iso-${Math.random().toString(36).slice(2)}` },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      if (res.statusCode >= 200 && res.statusCode < 300) {
        const parsed = res.json() as { data?: Record<string, unknown>; id?: unknown };
        const id = parsed.data?.id ?? parsed.id;
        if (typeof id === 'string' || typeof id === 'number') return String(id);
      }
    }
    return undefined;
  }

  /**
   * Values for the path parameters such that the positive caller may act on them, parameter by parameter:
   * a fresh object for writes when a create exists, else the first candidate the GET at that prefix answers
   * with 2xx. Parameters with no such GET are left unresolved (the caller tries the operation itself).
   */
  async bind(op: ServedOperation, mutating: boolean): Promise<{ binding: Binding; unresolved: string[] }> {
    const headers = this.o.positiveHeaders(op);
    const binding: Binding = {};
    const unresolved: string[] = [];
    for (const p of pathParams(op)) {
      const marker = `{${p.name}}`;
      const prefix = op.path.slice(0, op.path.indexOf(marker) + marker.length);
      const collection = op.path.slice(0, op.path.indexOf(marker) - 1);
      const get = this.getAt(prefix);
      let value: string | undefined;
      if (mutating) value = await this.createAt(collection, binding, headers);
      if (value === undefined && get) {
        for (const candidate of this.candidates(op, p.name, mutating).slice(0, 80)) {
          const res = await this.inject({
            method: 'GET',
            url: urlOf(get, { ...binding, [p.name]: candidate }),
            headers: this.o.positiveHeaders(get),
          });
          if (res.statusCode >= 200 && res.statusCode < 300) {
            value = candidate;
            break;
          }
        }
      }
      if (value === undefined) unresolved.push(p.name);
      else binding[p.name] = value;
    }
    return { binding, unresolved };
  }
}
