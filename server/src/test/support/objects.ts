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
import { seedOf } from './seeds.js';
import type { SchemaCheck } from './schema-check.js';

export type Binding = Record<string, string>;

/** The pool of the collection an operation acts in, in a map of pools near a parent. */
const OWN = '*own';
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
  return [...(await tenantIdsByTable(db, tenantId)).values()].flat();
}

/** The tenant's ids by table (the tenant itself under tenants), tables in name order. */
export async function tenantIdsByTable(db: Db, tenantId: string): Promise<Map<string, string[]>> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c
      WHERE c.table_schema = current_schema() AND c.column_name = 'tenant_id'
        AND EXISTS (SELECT 1 FROM information_schema.columns i WHERE i.table_schema = c.table_schema
                      AND i.table_name = c.table_name AND i.column_name = 'id')
      ORDER BY c.table_name`,
  );
  const ids = new Map<string, string[]>([['tenants', [tenantId]]]);
  for (const { table_name } of tables) {
    if (!/^[a-z_][a-z0-9_]*$/.test(table_name)) continue;
    const { rows } = await db.query<{ id: string }>(
      `SELECT id::text AS id FROM ${table_name} WHERE tenant_id = $1 ORDER BY id::text DESC LIMIT 500`,
      [tenantId],
    );
    ids.set(table_name, [...(ids.get(table_name) ?? []), ...rows.map((r) => r.id)]);
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
  private dbIdsByTable = new Map<string, string[]>();
  private readonly nearPools = new Map<string, Map<string, string[]>>();
  private readonly pools = new Map<string, string[]>();
  /** Creates made for each operation so far: a create's bodies depend on its operation and turn only. */
  private readonly creates = new Map<string, number>();
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
    this.dbIdsByTable = await tenantIdsByTable(this.o.db, this.o.tenantId);
    this.dbIds = [...this.dbIdsByTable.values()].flat();
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
   * projects (from the list whose path names them), so references in a body point at real objects. `near`:
   * pools of the lists under the parent an object is made in (its siblings), which win over tenant-wide ones —
   * a multi-CDN strategy's cdn_id names a provider of the same site, not any object under /cdn.
   */
  informed(value: unknown, key = '', turn = { n: 0 }, near?: Map<string, string[]>): unknown {
    const stem = singular(key.replace(/_?ids?$/i, ''));
    const pool =
      near?.get(stem) ??
      this.pools.get(stem) ??
      // A list of ids under a key that names nothing (a bulk order): the operation's own collection.
      (Array.isArray(value) ? near?.get(OWN) : undefined);
    // A collection whose ids have a format of their own (a log source's `cdn_access:<site>`) is named by any
    // string under a key naming it; a uuid collection by uuids only.
    const ownFormat = !!pool?.length && !pool.some((id) => UUID.test(id));
    const isReference = (v: unknown) => typeof v === 'string' && (UUID.test(v) || ownFormat);
    if (Array.isArray(value)) {
      if (pool?.length && value.length > 0 && value.every(isReference)) {
        const start = turn.n++;
        return value.slice(0, pool.length).map((_v, i) => pool[(start + i) % pool.length]);
      }
      return distinctReferences(value.map((v) => this.informed(v, key, turn, near)));
    }
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.informed(v, k, turn, near)]));
    }
    if (isReference(value) && pool?.length) return pool[turn.n++ % pool.length];
    return value;
  }

  /**
   * Candidate values for a path parameter, most likely first: the values its schema enumerates, rows of the
   * table the segment before it names, same-named keys, keys naming that segment, ids, database ids, the rest.
   */
  candidates(op: ServedOperation, name: string, mutating: boolean): string[] {
    const param = pathParams(op).find((p) => p.name === name)!;
    const enumerated = Array.isArray(param.schema.enum) ? param.schema.enum.map(String) : [];
    const marker = op.path.indexOf(`{${name}}`);
    const segment =
      op.path
        .slice(0, marker - 1)
        .split('/')
        .pop() ?? '';
    const stem = segment && !segment.startsWith('{') ? singular(segment) : '';
    // Rows of the table the segment names (/admin/tenant/{id} → tenants), then same-named keys, then keys
    // naming the segment (tenant_id).
    // /admin/tenant/{id} names the tenant itself: tenant A first (it is no row of a table with tenant_id).
    const itself = stem === 'tenant' ? [this.o.tenantId] : [];
    const ofTable = [...this.dbIdsByTable.entries()]
      .filter(([table]) => stem && singular(table) === stem)
      .flatMap(([, v]) => v);
    const named = [...(this.byKey.get(name) ?? [])];
    const ofSegment = stem ? [...(this.byKey.get(`${stem}_id`) ?? [])] : [];
    const ids = [...(this.byKey.get('id') ?? [])];
    const rest = [...this.byKey.entries()]
      .filter(([k]) => k !== name && k !== 'id')
      .flatMap(([, v]) => [...v]);
    const seen = new Set<string>();
    const out: string[] = [];
    for (const v of [
      ...enumerated,
      ...itself,
      ...ofTable,
      ...named,
      ...ofSegment,
      ...ids,
      ...this.dbIds,
      ...rest,
    ]) {
      if (seen.has(v)) continue;
      seen.add(v);
      if (mutating && this.o.protectedIds.has(v)) continue;
      if (!this.o.check.paramsAreValid([{ ...param, required: true }], { [name]: v })) continue;
      out.push(v);
    }
    return out;
  }

  /** Valid request bodies for an operation (empty when it takes none), deterministic for the seed. */
  bodies(
    op: ServedOperation,
    count: number,
    minimal = false,
    near?: Map<string, string[]>,
    variant: number | string = 0,
  ): unknown[] {
    if (!op.body) return [undefined];
    const schema = op.body.schema;
    const seed = seedOf(this.o.seed, `${op.operationId}:${variant}`);
    const sampled = fc.sample(validArb(schema, { minimal }), { numRuns: count * 4, seed });
    const valid = sampled.filter((b) => this.o.check.bodyIsValid(schema, b)).slice(0, count);
    // Bodies whose references name real objects first, as long as they stay valid.
    // Each body starts at another object of a pool, so that some body names what the others do not.
    return valid.map((b, i) => {
      const informed = this.informed(b, '', { n: i }, near);
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

  /** Ids in the list answer of a GET (its `data`), or undefined when it does not answer a list. */
  private async listed(list: ServedOperation, bound: Binding): Promise<string[] | undefined> {
    if (list.parameters.some((p) => p.required && p.in === 'query')) return undefined;
    const perPage = list.parameters.some((p) => p.in === 'query' && p.name === 'per_page');
    const res = await this.inject({
      method: 'GET',
      url: urlOf(list, bound, perPage ? { per_page: 100 } : {}),
      headers: this.o.positiveHeaders(list),
    });
    if (res.statusCode < 200 || res.statusCode >= 300) return undefined;
    try {
      const data = (res.json() as { data?: unknown }).data;
      if (!Array.isArray(data)) return undefined;
      return data
        .map((item) => (item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined))
        .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number')
        .map(String);
    } catch {
      return undefined;
    }
  }

  /**
   * Pools of the lists under a bound parent (/cdn/sites/{id}/multi_cdn/cdns → cdn), filed under the
   * segments after the parent, for bodies that name the parent's other children.
   */
  private async siblingPools(
    collection: string,
    bound: Binding,
    parent = collection.slice(0, collection.lastIndexOf('}') + 1),
    except?: string,
  ): Promise<Map<string, string[]>> {
    const near = new Map<string, string[]>();
    if (!parent) return near;
    for (const list of this.o.ops) {
      // Collections of objects (a create beside the list), not views derived from others.
      if (list.method !== 'GET' || !list.path.startsWith(`${parent}/`) || !this.served('POST', list.path))
        continue;
      if (list.path === except || pathParams(list).some((p) => bound[p.name] === undefined)) continue;
      const ids = await this.listed(list, bound);
      if (!ids?.length) continue;
      for (const segment of list.path.slice(parent.length).split('/')) {
        if (!segment || segment.startsWith('{')) continue;
        const stem = singular(segment);
        near.set(stem, [...new Set([...(near.get(stem) ?? []), ...ids])]);
      }
    }
    return near;
  }

  /**
   * Creates a fresh object through the POST at the collection template, for the operation `forOperation`; its
   * id, or undefined. Bodies name tenant-wide objects first, then (under a parent) the parent's other children.
   */
  async createAt(
    collection: string,
    bound: Binding,
    headers: Record<string, string>,
    forOperation: string,
  ): Promise<string | undefined> {
    const create = this.served('POST', collection);
    if (!create) return undefined;
    // Each create samples its own bodies (the same ones again would only meet the names made before), drawn
    // from the operation it is made for and its turn: what one operation is given never depends on how many
    // objects were made for the others, so a new route shifts no other operation's objects.
    const turn = (this.creates.get(forOperation) ?? 0) + 1;
    this.creates.set(forOperation, turn);
    const variant = `${forOperation}#${turn}`;
    const attempt = async (near?: Map<string, string[]>) => {
      const bodies = [
        ...this.bodies(create, 6, true, near, variant),
        ...this.bodies(create, 6, false, near, variant),
      ];
      for (const body of bodies) {
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
        if (!create.body) break;
      }
      return undefined;
    };
    const made = await attempt();
    if (made !== undefined || !create.body || !collection.includes('}')) return made;
    const near = await this.siblingPools(collection, bound);
    return near.size ? attempt(near) : undefined;
  }

  /**
   * Pools for the bodies of an operation on bound objects (see informed): the lists under its outermost bound
   * parent, after one object is made in each empty collection there — a strategy targets the site's
   * providers, a bulk order names the site's rules, and a fresh site has neither. Only for bodies that can
   * name objects (a uuid somewhere in the schema); one per operation and binding.
   */
  async near(op: ServedOperation, binding: Binding): Promise<Map<string, string[]> | undefined> {
    if (!op.body || !JSON.stringify(op.body.schema).includes('"uuid"') || !op.path.includes('}')) return;
    const parent = op.path.slice(0, op.path.indexOf('}') + 1);
    const cacheKey = `${op.operationId} ${JSON.stringify(binding)}`;
    const cached = this.nearPools.get(cacheKey);
    if (cached) return cached;
    const headers = this.o.positiveHeaders(op);
    // Two passes: a collection whose objects name another's (strategies → providers) fills on the second.
    for (let pass = 0; pass < 2; pass++) {
      for (const list of this.o.ops) {
        if (list.method !== 'GET' || !list.path.startsWith(`${parent}/`) || !this.served('POST', list.path))
          continue;
        // Not the operation's own collection: a create there is what is being tested.
        if (list.path === op.path || pathParams(list).some((p) => binding[p.name] === undefined)) continue;
        if ((await this.listed(list, binding))?.length === 0)
          await this.createAt(list.path, binding, headers, op.operationId);
      }
    }
    const near = await this.siblingPools(op.path, binding, parent, op.path);
    const own = op.path
      .slice(parent.length)
      .split('/')
      .find((s) => s && !s.startsWith('{'));
    const ownPool = own ? near.get(singular(own)) : undefined;
    if (ownPool) near.set(OWN, ownPool);
    this.nearPools.set(cacheKey, near);
    return near;
  }

  /**
   * Values for the path parameters such that the positive caller may act on them, parameter by parameter:
   * for writes a fresh object when a create exists, else a value the GET at that prefix answers with 2xx —
   * the ids the collection's list shows under the parents bound so far when there is one, else candidates.
   * When a child finds nothing under a parent (a fresh site has no multi-CDN provider for a strategy to
   * target), the parent's next value is tried. Parameters with no such GET are left unresolved (the caller
   * tries the operation itself).
   */
  async bind(op: ServedOperation, mutating: boolean): Promise<{ binding: Binding; unresolved: string[] }> {
    const state = { binding: {} as Binding, unresolved: [] as string[] };
    await this.bindFrom(op, mutating, 0, state);
    return state;
  }

  /** Binds the path parameters from index i on; false when one with a GET or a create found no value. */
  private async bindFrom(
    op: ServedOperation,
    mutating: boolean,
    i: number,
    state: { binding: Binding; unresolved: string[] },
  ): Promise<boolean> {
    const params = pathParams(op);
    const p = params[i];
    if (!p) return true;
    const headers = this.o.positiveHeaders(op);
    const marker = `{${p.name}}`;
    const prefix = op.path.slice(0, op.path.indexOf(marker) + marker.length);
    const collection = op.path.slice(0, op.path.indexOf(marker) - 1);
    const get = this.getAt(prefix);
    const last = i === params.length - 1;
    let first: { binding: Binding; unresolved: string[] } | undefined;
    let tried = 0;
    /** Binds the value and the rest; keeps the first such binding in case no value binds everything. */
    const bindsRest = async (value: string): Promise<boolean> => {
      const before = { binding: { ...state.binding }, unresolved: [...state.unresolved] };
      state.binding[p.name] = value;
      tried++;
      if (await this.bindFrom(op, mutating, i + 1, state)) return true;
      first ??= { binding: { ...state.binding }, unresolved: [...state.unresolved] };
      Object.assign(state, before);
      return false;
    };
    const giveUp = (): boolean => {
      if (first) Object.assign(state, first);
      return false;
    };

    if (mutating) {
      const fresh = await this.createAt(collection, state.binding, headers, op.operationId);
      if (fresh !== undefined && (await bindsRest(fresh))) return true;
    }
    if (!get) {
      if (first) return giveUp();
      state.unresolved.push(p.name);
      await this.bindFrom(op, mutating, i + 1, state);
      return true;
    }
    // The collection's list under the parents bound so far names exactly what is there; else candidates.
    const list = collection.includes('}') ? this.getAt(collection) : undefined;
    const shown = list ? await this.listed(list, state.binding) : undefined;
    const pool = shown
      ? shown.filter((v) => !(mutating && this.o.protectedIds.has(v)))
      : this.candidates(op, p.name, mutating).slice(0, 80);
    // A parent is given a few chances (each holds its own children); the last parameter needs one value.
    const parentChances = 6;
    for (const candidate of pool) {
      if (!last && tried >= parentChances) break;
      const res = await this.inject({
        method: 'GET',
        url: urlOf(get, { ...state.binding, [p.name]: candidate }),
        headers: this.o.positiveHeaders(get),
      });
      if (res.statusCode < 200 || res.statusCode >= 300) continue;
      if (await bindsRest(candidate)) return true;
      if (last) break;
    }
    if (first) return giveUp();
    state.unresolved.push(p.name);
    await this.bindFrom(op, mutating, i + 1, state);
    return false;
  }
}

/**
 * The objects of a list without those naming again what an earlier one names (`project_id`, …): filled from a
 * small pool, two grants could name the same project, and the server refuses such a list as a whole (400) —
 * a body meant to succeed names each object once.
 */
function distinctReferences(items: unknown[]): unknown[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return true;
    const refs = Object.entries(item)
      .filter(([k, v]) => /_id$/.test(k) && typeof v === 'string')
      .map(([k, v]) => `${k}=${String(v)}`);
    if (refs.some((r) => seen.has(r))) return false;
    refs.forEach((r) => seen.add(r));
    return true;
  });
}
