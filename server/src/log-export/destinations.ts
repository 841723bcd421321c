// Log-export destinations (/api/log-export/log-export/destinations…) served by the generic CRUD module: list,
// get (ETag), create, update (If-Match) and delete, plus enable/disable. A destination is stored as pushed to
// nowhere yet: it starts `pending` and nothing here delivers, so its health stays as the delivery left it.
// Secrets are write-only: sealed in their own column (bound to the tenant), never answered (only their names,
// `secrets_set`), and an update that leaves one out keeps the stored value.
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../context.js';
import type { Queryable } from '../db/index.js';
import { json } from '../db/types.js';
import type { Scope } from '../db/scoped.js';
import { badRequest, conflict } from '../errors.js';
import type { FieldError } from '../errors.js';
import { crudService, defineCrud, etagOf, iso, requireMatch } from '../crud/index.js';
import type { CrudContext } from '../crud/index.js';
import { SecretBox } from '../idp/secret-box.js';
import { auditTypeOf } from '../services.js';
import { assetsOf } from './assets.js';

type DestinationType = 'http' | 's3' | 'syslog';
type Settings = Record<string, unknown>;

interface HttpHeader {
  name: string;
  value?: string;
}

/** What create and update take (schemas/logexport/destination.schema.json). */
export interface DestinationInput {
  name: string;
  description?: string;
  type: DestinationType;
  assets: string[];
  format: 'ndjson' | 'json' | 'csv';
  compression?: 'none' | 'gzip';
  filter?: Settings;
  http?: Settings & { headers?: HttpHeader[]; signing_secret?: string };
  s3?: Settings & { secret_access_key?: string };
  syslog?: Settings & { token?: string };
}

/** The write-only values of a destination: top-level secrets by field name, header values by header name. */
interface Secrets {
  signing_secret?: string;
  secret_access_key?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface DestinationRow {
  id: string;
  name: string;
  description: string;
  type: DestinationType;
  assets: string[];
  format: DestinationInput['format'];
  compression: 'none' | 'gzip';
  filter: Settings | null;
  settings: Settings;
  secrets_enc: string;
  secret_names: string[];
  enabled: boolean;
  status: 'pending' | 'active' | 'failing' | 'disabled';
  last_success_at: Date | null;
  last_error_at: Date | null;
  last_error: string | null;
  bytes_sent: string | number;
  records_sent: string | number;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** The secret field of each type's block. */
const SECRET_FIELD: Record<DestinationType, 'signing_secret' | 'secret_access_key' | 'token'> = {
  http: 'signing_secret',
  s3: 'secret_access_key',
  syslog: 'token',
};

const secretsSet = (secrets: Secrets): string[] => [
  ...(['signing_secret', 'secret_access_key', 'token'] as const).filter((name) => secrets[name]),
  ...Object.keys(secrets.headers ?? {}).map((name) => `headers.${name}`),
];

const isoOrNull = (d: Date | null) => (d ? iso(d) : null);

export const toDestination = (row: DestinationRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  type: row.type,
  assets: row.assets,
  format: row.format,
  compression: row.compression,
  ...(row.filter ? { filter: row.filter } : {}),
  [row.type]: row.settings,
  secrets_set: row.secret_names,
  enabled: row.enabled,
  status: row.status,
  last_success_at: isoOrNull(row.last_success_at),
  last_error_at: isoOrNull(row.last_error_at),
  last_error: row.last_error,
  bytes_sent: Number(row.bytes_sent),
  records_sent: Number(row.records_sent),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** The type's block without its secrets, and the secrets it carries merged over those kept (same type only). */
function split(input: DestinationInput, kept: Secrets): { settings: Settings; secrets: Secrets } {
  const block = { ...(input[input.type] ?? {}) } as Settings & { headers?: HttpHeader[] };
  const field = SECRET_FIELD[input.type];
  const secrets: Secrets = {};
  const given = block[field];
  delete block[field];
  if (typeof given === 'string') secrets[field] = given;
  else if (kept[field]) secrets[field] = kept[field];
  if (input.type === 'http') {
    const headers: Record<string, string> = {};
    for (const header of block.headers ?? []) {
      const value = header.value ?? kept.headers?.[header.name];
      if (value !== undefined) headers[header.name] = value;
    }
    block.headers = (block.headers ?? []).map((header) => ({ name: header.name }));
    if (Object.keys(headers).length > 0) secrets.headers = headers;
  }
  return { settings: block, secrets };
}

/** 400 with the field path of each asset the scope does not offer, and of a secret the type needs. */
async function check(input: DestinationInput, secrets: Secrets, q: Queryable, scope: Scope): Promise<void> {
  const offered = new Set((await assetsOf(q, scope)).map((asset) => asset.id));
  const errors: FieldError[] = input.assets
    .map((id, index) => ({ id, index }))
    .filter(({ id }) => !offered.has(id))
    .map(({ index }) => ({
      path: `/assets/${index}`,
      message: 'No such log source in this resource group.',
    }));
  if (input.type === 's3' && !secrets.secret_access_key)
    errors.push({ path: '/s3/secret_access_key', message: 'An S3 destination needs its secret access key.' });
  if (errors.length > 0) throw badRequest('The destination cannot be saved as it is.', errors);
}

const KEY_INFO = 'log-export-destination-secrets/v1';
const boxes = new WeakMap<object, SecretBox>();

/** The secret box of this server (its key is derived once). */
function boxOf(ctx: CrudContext): SecretBox {
  let box = boxes.get(ctx.services);
  if (!box) boxes.set(ctx.services, (box = new SecretBox(ctx.services.tokens.deriveKey(KEY_INFO))));
  return box;
}

/** The secrets a stored destination holds. */
function keptSecrets(row: DestinationRow, ctx: CrudContext): Secrets {
  if (!row.secrets_enc) return {};
  return JSON.parse(boxOf(ctx).open(row.secrets_enc, ctx.scope.tenantId) ?? '{}') as Secrets;
}

async function values(input: DestinationInput, kept: Secrets, ctx: CrudContext) {
  const { settings, secrets } = split(input, kept);
  await check(input, secrets, ctx.tx, ctx.scope);
  return {
    name: input.name,
    description: input.description ?? '',
    type: input.type,
    assets: input.assets,
    format: input.format,
    compression: input.compression ?? 'gzip',
    filter: input.filter ? json(input.filter) : null,
    settings: json(settings),
    secrets_enc: boxOf(ctx).seal(JSON.stringify(secrets), ctx.scope.tenantId),
    secret_names: secretsSet(secrets),
  };
}

export const destinations = defineCrud<DestinationRow, ReturnType<typeof toDestination>, DestinationInput>({
  type: auditTypeOf('logexport', 'destination'),
  noun: 'destination',
  scope: 'resource-group',
  table: 'log_export_destinations',
  columns: `id, name, description, type, assets, format, compression, filter, settings, secrets_enc, secret_names,
    enabled, status,
    last_success_at, last_error_at, last_error, bytes_sent, records_sent, version, created_at, updated_at`,
  storedSchema: { file: 'logexport/destination.schema.json', def: 'LogDestination' },
  operations: {
    list: 'listDestinations',
    get: 'getDestination',
    create: 'createDestination',
    update: 'updateDestination',
    delete: 'deleteDestination',
  },
  sortable: { name: 'lower(name)', type: 'type', status: 'status', created_at: 'created_at' },
  defaultSort: 'created_at',
  searchable: ['name', 'description'],
  filters: { type: (p) => `type = ${p}`, status: (p) => `status = ${p}` },
  toWire: toDestination,
  create: async (input, ctx) => values(input, {}, ctx),
  // Secrets left out keep their stored value while the type stays the same.
  update: async (input, current, ctx) =>
    values(input, input.type === current.type ? keptSecrets(current, ctx) : {}, ctx),
  duplicate: (input) => conflict(`A destination named "${input.name}" already exists.`, 'duplicate_name'),
});

export function destinationHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  const service = crudService(services, destinations);
  return {
    ...service.handlers,
    // Enabling waits for the next delivery (pending); disabling stops it. The state it already has changes nothing.
    setDestinationEnabled: async (request: FastifyRequest, reply: FastifyReply) => {
      const { enabled } = request.body as { enabled: boolean };
      const { id } = request.params as { id: string };
      const current = await service.load(services.db, request.scope!, id);
      if (current.enabled === enabled) {
        requireMatch(request.headers['if-match'] as string | undefined, current, () =>
          toDestination(current),
        );
        reply.header('etag', etagOf(current));
        return { data: toDestination(current) };
      }
      return service.modify(request, reply, enabled ? 'enable' : 'disable', async () => ({
        enabled,
        status: enabled ? 'pending' : 'disabled',
      }));
    },
  };
}
