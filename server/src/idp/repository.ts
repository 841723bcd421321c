// The tenant guard for identity_providers (tenant-wide, not per project): every statement starts with
// the table's declared tenant predicate (db/scoped.ts), bound to the request's tenant in $1.
import type { Queryable } from '../db/index.js';
import { tenantPredicate } from '../db/scoped.js';

/** identity_providers' declared scope (db/scoped.ts TABLE_SCOPES), bound to the tenant in $1. */
const TENANT = tenantPredicate('identity_providers', undefined, 'write');
import type { IdpMetadata } from './metadata.js';

export interface IdpRow {
  id: string;
  tenant_id: string;
  name: string;
  protocol: 'oidc' | 'saml';
  description: string;
  enabled: boolean;
  client_id: string;
  client_secret_enc: string;
  metadata_url: string;
  metadata: IdpMetadata | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

export interface IdpListQuery {
  where: string[];
  params: unknown[];
  orderBy: string;
  limit: number;
  offset: number;
}

/** The effective status (schemas/iam/identity-provider.schema.json#/$defs/IdentityProviderStatus). */
export const STATUS_SQL = `(CASE WHEN client_id = '' OR metadata_url = '' THEN 'unconfigured'
  WHEN enabled THEN 'enabled' ELSE 'disabled' END)`;

const WRITABLE = new Set([
  'name',
  'protocol',
  'description',
  'enabled',
  'client_id',
  'client_secret_enc',
  'metadata_url',
  'metadata',
]);

export class TenantIdps {
  constructor(
    private readonly q: Queryable,
    private readonly tenantId: string,
  ) {}

  /** Extra predicates use placeholders from $2 on. */
  async list(query: IdpListQuery): Promise<{ rows: IdpRow[]; total: number }> {
    const where = [TENANT, ...query.where].join(' AND ');
    const params = [this.tenantId, ...query.params];
    const { rows: counted } = await this.q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM identity_providers WHERE ${where}`,
      params,
    );
    const n = params.length;
    const { rows } = await this.q.query<IdpRow>(
      `SELECT * FROM identity_providers WHERE ${where} ORDER BY ${query.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, query.limit, query.offset],
    );
    return { rows, total: counted[0]?.n ?? 0 };
  }

  async get(id: string, options: { forUpdate?: boolean } = {}): Promise<IdpRow | undefined> {
    const { rows } = await this.q.query<IdpRow>(
      `SELECT * FROM identity_providers WHERE ${TENANT} AND id = $2${options.forUpdate ? ' FOR UPDATE' : ''}`,
      [this.tenantId, id],
    );
    return rows[0];
  }

  async nameTaken(name: string, exceptId?: string): Promise<boolean> {
    const { rows } = await this.q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM identity_providers
        WHERE ${TENANT} AND lower(name) = lower($2) AND ($3::uuid IS NULL OR id <> $3::uuid)`,
      [this.tenantId, name, exceptId ?? null],
    );
    return (rows[0]?.n ?? 0) > 0;
  }

  async insert(values: { id: string; name: string; protocol: string; description: string }): Promise<IdpRow> {
    const { rows } = await this.q.query<IdpRow>(
      `INSERT INTO identity_providers (id, tenant_id, name, protocol, description)
       VALUES ($2, $1, $3, $4, $5) RETURNING *`,
      [this.tenantId, values.id, values.name, values.protocol, values.description],
    );
    return rows[0] as IdpRow;
  }

  /** Changes the named columns of one provider at the expected version; undefined when nothing matched. */
  async update(id: string, version: number, values: Record<string, unknown>): Promise<IdpRow | undefined> {
    const params: unknown[] = [this.tenantId, id, version];
    const sets = Object.entries(values).map(([name, value]) => {
      if (!WRITABLE.has(name)) throw new Error(`not a writable column: ${name}`);
      params.push(name === 'metadata' ? JSON.stringify(value) : value);
      return `${name} = $${params.length}${name === 'metadata' ? '::jsonb' : ''}`;
    });
    const { rows } = await this.q.query<IdpRow>(
      `UPDATE identity_providers SET ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')}
        WHERE ${TENANT} AND id = $2 AND version = $3 RETURNING *`,
      params,
    );
    return rows[0];
  }

  async delete(id: string, version: number): Promise<boolean> {
    const { rows } = await this.q.query(
      `DELETE FROM identity_providers WHERE ${TENANT} AND id = $2 AND version = $3 RETURNING id`,
      [this.tenantId, id, version],
    );
    return rows.length > 0;
  }
}
