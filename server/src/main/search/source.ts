// A kind of record the console's search finds (the command palette's records): declared once per resource by
// its area (cdn/search.ts, iam/search.ts) and listed in sources.ts. The fields searched are the ones the
// resource's UI description names (`search.fields` of schemas/<area>/<resource>.ui.json, which the console's
// registry entry shares), so the console and the server never disagree on what a search looks at.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config.js';
import type { Queryable } from '../../db/index.js';
import type { FindOptions, Scope } from '../../db/scoped.js';

/** What a source answers per record, before its context is named. */
export interface SearchRow {
  id: string;
  title: string;
  subtitle: string | null;
  context_id: string | null;
  search_rank: number;
}

/** A table's guard (db/scoped.ts, the people guard): its statements carry the scope; extra parameters follow. */
export interface SearchTable {
  readonly firstParam: number;
  find(options: FindOptions): Promise<SearchRow[]>;
}

export interface SearchSource {
  /** The console registry's resource name (its `name`): how the console knows what a hit is and opens it. */
  kind: string;
  /** What reading these records needs ("cdn:read"): without it the kind is not searched at all. */
  permission: string;
  /** The UI description under schemas/ whose `search.fields` are searched, e.g. "cdn/site.ui.json". */
  ui: string;
  /** The guard of the table, selecting `columns`. */
  table(q: Queryable, scope: Scope, columns: string): SearchTable;
  /** Column reference prefix of the fields, when the guard names its table by an alias (people: "u"). */
  alias?: string;
  /** SQL of the hit's title and of a second line (a site's CDN address, a person's email). */
  title: string;
  subtitle?: string;
  /**
   * The record the hit belongs to, shown with it (a rule's site, a resource group's project): the column holding
   * its id, its kind, and its titles read through its own guard.
   */
  context?: {
    kind: string;
    column: string;
    titles(q: Queryable, scope: Scope, ids: string[]): Promise<Map<string, string>>;
  };
}

const IDENT = /^[a-z_][a-z0-9_]*$/;

/** The fields a UI description opts into the search with; a description without them is a mistake here. */
export function searchFields(uiFile: string): string[] {
  const ui = JSON.parse(fs.readFileSync(path.join(repoRoot, 'schemas', uiFile), 'utf8')) as {
    search?: { fields?: unknown };
  };
  const fields = ui.search?.fields;
  if (
    !Array.isArray(fields) ||
    fields.length === 0 ||
    !fields.every((f) => typeof f === 'string' && IDENT.test(f))
  )
    throw new Error(`${uiFile} names no search.fields`);
  return fields as string[];
}

/** `{ id, name }` rows as a map, for a source's context titles. */
export function titleMap(rows: readonly { id: string; name: string }[]): Map<string, string> {
  return new Map(rows.map((row) => [row.id, row.name]));
}
