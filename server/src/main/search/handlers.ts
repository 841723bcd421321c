// GET /api/main/search (searchConsole): the records the caller may read whose searched fields hold the text,
// best match first, for the console's command palette. Every kind is read through its table's guard in the
// caller's scope (tenant, and project + resource group for a site and its rules), and only the kinds whose read
// permission the caller holds are searched at all: a record they may not read never shows, not even its name.
import type { FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../../context.js';
import type { Queryable } from '../../db/index.js';
import type { Scope } from '../../db/scoped.js';
import { badRequest, notFound } from '../../errors.js';
import { permissionsFor } from '../../plugins/permissions.js';
import { MATCH_TIERS, matchSql } from './match.js';
import type { MatchTier } from './match.js';
import { searchFields } from './source.js';
import type { SearchRow, SearchSource } from './source.js';
import { searchSources } from './sources.js';

export interface SearchHit {
  kind: string;
  id: string;
  title: string;
  subtitle?: string;
  context?: { kind: string; id: string; title: string };
  match: MatchTier;
}

interface SearchQuery {
  q: string;
  limit?: number;
  kind?: string;
}

const DEFAULT_LIMIT = 20;
/** Combining marks: typed alone they fold to nothing, which would match every record. */
const COMBINING_MARKS = /[\u0300-\u036f]/g;

interface Found extends SearchRow {
  source: SearchSource;
  order: number;
}

/** One kind's best `limit` matches, through its guard. */
async function findIn(
  source: SearchSource,
  fields: readonly string[],
  db: Queryable,
  scope: Scope,
  text: string,
  limit: number,
): Promise<SearchRow[]> {
  const ref = (column: string) => (source.alias ? `${source.alias}.${column}` : column);
  const firstParam = source.table(db, scope, 'id').firstParam;
  const match = matchSql(fields.map(ref), firstParam, text);
  const columns = `${ref('id')} AS id, ${source.title} AS title, ${source.subtitle ?? 'NULL'} AS subtitle,
    ${source.context ? ref(source.context.column) : 'NULL'} AS context_id, ${match.rank} AS search_rank`;
  return source.table(db, scope, columns).find({
    where: match.where,
    params: match.params,
    orderBy: `search_rank ASC, length(${source.title}) ASC, lower(${source.title}) ASC, ${ref('id')} ASC`,
    limit,
  });
}

/** Names each hit's context (a rule's site) through the context's own guard. */
async function withContext(db: Queryable, scope: Scope, found: Found[]): Promise<SearchHit[]> {
  const titles = new Map<SearchSource, Map<string, string>>();
  for (const source of new Set(found.map((f) => f.source))) {
    if (!source.context) continue;
    const ids = [
      ...new Set(found.filter((f) => f.source === source && f.context_id).map((f) => f.context_id)),
    ];
    titles.set(source, await source.context.titles(db, scope, ids as string[]));
  }
  return found.map((f) => {
    const contextTitle = f.context_id ? titles.get(f.source)?.get(f.context_id) : undefined;
    return {
      kind: f.source.kind,
      id: f.id,
      title: f.title,
      ...(f.subtitle ? { subtitle: f.subtitle } : {}),
      ...(f.source.context && f.context_id && contextTitle !== undefined
        ? { context: { kind: f.source.context.kind, id: f.context_id, title: contextTitle } }
        : {}),
      match: MATCH_TIERS[f.search_rank] as MatchTier,
    };
  });
}

export function searchHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  const { db } = services;
  // Read once, at start: a source whose UI description names no fields stops the server here, not a search.
  const fieldsOf = new Map(searchSources.map((source) => [source, searchFields(source.ui)]));
  return {
    searchConsole: async (request: FastifyRequest) => {
      const query = request.query as SearchQuery;
      const text = query.q.normalize('NFC').trim();
      if (text.replace(COMBINING_MARKS, '').trim() === '')
        throw badRequest('Type something to search for.', [
          { path: '/query/q', message: 'must not be blank' },
        ]);
      const limit = query.limit ?? DEFAULT_LIMIT;
      const sources = query.kind ? searchSources.filter((s) => s.kind === query.kind) : searchSources;
      if (sources.length === 0)
        throw badRequest(`Records of kind ${query.kind} cannot be searched.`, [
          { path: '/query/kind', message: `must be one of ${searchSources.map((s) => s.kind).join(', ')}` },
        ]);
      const { principal, scope } = request;
      if (!principal || !scope) throw notFound();
      const held = new Set(await permissionsFor(db, principal, scope.projectId));

      const found: Found[] = [];
      for (const [order, source] of sources.entries()) {
        if (!held.has(source.permission)) continue;
        // One more than shown, so the answer can say that there are more.
        for (const row of await findIn(source, fieldsOf.get(source) ?? [], db, scope, text, limit + 1))
          found.push({ ...row, source, order });
      }
      found.sort(
        (a, b) =>
          a.search_rank - b.search_rank ||
          a.title.length - b.title.length ||
          a.order - b.order ||
          a.title.localeCompare(b.title) ||
          a.id.localeCompare(b.id),
      );
      return { data: await withContext(db, scope, found.slice(0, limit)), truncated: found.length > limit };
    },
  };
}
