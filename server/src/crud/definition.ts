// How a resource is described to the generic CRUD module: its table and scope, select list, wire shape,
// operationIds, sortable/searchable/filterable fields and the hooks that carry its rules.
import type { FastifyRequest } from 'fastify';
import type { AppServices, AuditParent } from '../context.js';
import type { Queryable } from '../db/index.js';
import type { Scope, ScopedTableName, TenantTableName } from '../db/scoped.js';
import type { HttpError } from '../errors.js';

export interface VersionedRow {
  id: string;
  version: number;
}

export interface CrudContext {
  tx: Queryable;
  request: FastifyRequest;
  scope: Scope;
  services: AppServices;
  /** The parent's id, for a resource that lives under one (already checked through the guard). */
  parentId?: string;
}

/** The parent a resource lives under, e.g. a site: `{ table: 'cdn_sites', param: 'id', column: 'site_id', idParam: 'ruleId', noun: 'site' }`. */
export interface ParentOf {
  /** The parent's table (scoped by resource group). */
  table: ScopedTableName;
  /** The path parameter holding the parent's id. */
  param: string;
  /** The column of the child table holding the parent's id. */
  column: string;
  /** The path parameter holding the child's own id. */
  idParam: string;
  /** For the 404: "No such site." */
  noun: string;
  /** The parent's audit resource type: every entry of a child names the parent, for the parent's History. */
  auditType: string;
}

/** A dense evaluation order kept by the module: `column` holds 1..n under the parent. */
export interface Ordering {
  column: string;
  /** The input field asking for a place (1 first); absent on create means last. */
  field: string;
}

/** A SQL fragment whose parameters are bound through `bind` (which returns the placeholder). */
export type Condition = (bind: (value: unknown) => string) => string;

interface ResourceBase<Row extends VersionedRow, Out, CreateInput, UpdateInput> {
  /** Audit resource type, e.g. "main/iam/policies". */
  type: string;
  /** For messages: "policy", "resource group". */
  noun: string;
  /** The select list (may hold computed columns that refer to the table by name). */
  columns: string;
  /** The stored (answered) shape: a JSON Schema file under schemas/ and its $defs entry. */
  storedSchema: { file: string; def: string };
  /** reorder: PUT {order: [ids]} sets the `ordering` column 1..n in that order (every row exactly once). */
  operations: Partial<Record<'list' | 'get' | 'create' | 'update' | 'delete' | 'reorder', string>>;
  /** sort_by value → SQL expression. */
  sortable: Record<string, string>;
  defaultSort: string;
  defaultDirection?: 'asc' | 'desc';
  /** SQL expressions a `search` matches (case-insensitive substring). */
  searchable: string[];
  /** query parameter → condition on its value. */
  filters?: Record<string, (placeholder: string) => string>;
  toWire(row: Row): Out;
  /** Column values of a new row (the id and scope columns are added by the module). */
  create?(input: CreateInput, ctx: CrudContext): Promise<Record<string, unknown>>;
  afterCreate?(row: Row, input: CreateInput, ctx: CrudContext): Promise<void>;
  /** Column values an update changes. */
  update?(input: UpdateInput, current: Row, ctx: CrudContext): Promise<Record<string, unknown>>;
  /** Throws (usually 409) when the row may not be changed or deleted at all (e.g. a managed policy). */
  guardChange?(row: Row): void;
  /** Throws (usually 409) when the row may not be deleted now. */
  beforeDelete?(row: Row, ctx: CrudContext): Promise<void>;
  /** The 409 of a unique violation (a duplicate name). */
  duplicate?(input: CreateInput | UpdateInput): HttpError;
  /** The 404 of a foreign key violation on create (a referenced row outside the tenant). */
  missingReference?: string;
  /** The parent the rows live under (only for resource-group scoped tables). */
  parent?: ParentOf;
  /**
   * The record a row belongs to when that is a column rather than a path parent (a resource group's project):
   * its entries name it, so the owner's History lists them.
   */
  auditParent?(record: Out): AuditParent | undefined;
  ordering?: Ordering;
  /** Throws (409) when one more row would go over a limit; `count` is the rows under the parent (or scope). */
  quota?(count: number, ctx: CrudContext): Promise<void>;
  /** Lists answer an ETag over the whole set (ids and versions): the If-Match of a bulk reorder. */
  listEtag?: boolean;
}

export type CrudResource<
  Row extends VersionedRow,
  Out,
  CreateInput = unknown,
  UpdateInput = CreateInput,
> = ResourceBase<Row, Out, CreateInput, UpdateInput> &
  (
    | {
        scope: 'tenant';
        table: TenantTableName;
        /** Reads also see platform rows (tenant_id NULL). */ sharedReads?: boolean;
      }
    | { scope: 'resource-group'; table: ScopedTableName }
  );

/** Registers a resource: the one line per simple resource. */
export function defineCrud<Row extends VersionedRow, Out, CreateInput = unknown, UpdateInput = CreateInput>(
  resource: CrudResource<Row, Out, CreateInput, UpdateInput>,
): CrudResource<Row, Out, CreateInput, UpdateInput> {
  return resource;
}
