// Page rules of a site (/cdn/sites/{id}/page_rules): the generic CRUD module under the site, in evaluation
// order (first match wins), at most 125 per site (the schema's highest priority).
import { defineCrud, iso } from '../../crud/index.js';
import { json } from '../../db/index.js';
import { perSiteLimit, underSite } from './site-parts.js';

interface PageRuleInput {
  url_pattern: string;
  actions: Record<string, unknown>;
  status?: 'active' | 'inactive';
  priority?: number;
}

interface PageRuleRow {
  id: string;
  site_id: string;
  url_pattern: string;
  actions: Record<string, unknown>;
  status: 'active' | 'inactive';
  priority: number;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const toPageRule = (r: PageRuleRow) => ({
  id: r.id,
  site_id: r.site_id,
  url_pattern: r.url_pattern,
  actions: r.actions,
  status: r.status,
  priority: r.priority,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

const values = (input: PageRuleInput) => ({
  url_pattern: input.url_pattern,
  actions: json(input.actions),
  status: input.status ?? 'active',
});

export const pageRules = defineCrud<PageRuleRow, ReturnType<typeof toPageRule>, PageRuleInput>({
  type: 'cdn_page_rule',
  noun: 'page rule',
  scope: 'resource-group',
  table: 'cdn_page_rules',
  parent: underSite('ruleId'),
  columns: 'id, site_id, url_pattern, actions, status, priority, version, created_at, updated_at',
  storedSchema: { file: 'cdn/page-rule.schema.json', def: 'PageRule' },
  operations: {
    list: 'listPageRules',
    get: 'getPageRule',
    create: 'createPageRule',
    update: 'updatePageRule',
    delete: 'deletePageRule',
  },
  sortable: { priority: 'priority', created_at: 'created_at' },
  defaultSort: 'priority',
  defaultDirection: 'asc',
  searchable: ['url_pattern'],
  filters: { status: (p) => `status = ${p}` },
  ordering: { column: 'priority', field: 'priority' },
  quota: perSiteLimit('page rules', 125),
  toWire: toPageRule,
  create: async (input) => values(input),
  update: async (input) => values(input),
});
