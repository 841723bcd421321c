// Firewall rules of a site (/cdn/sites/{id}/firewall_rules): the generic CRUD module under the site, in
// evaluation order, limited by the firewall_rules_per_site quota; the list's ETag covers the whole set and is
// the If-Match of the bulk reorder (PUT …/priority); the status travels as a path segment (PUT …/{status}).
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../../context.js';
import { crudService, defineCrud, iso } from '../../crud/index.js';
import { json } from '../../db/index.js';
import { perSiteQuota, underSite } from './site-parts.js';

interface FirewallRuleInput {
  description: string;
  expression: string;
  action: string;
  status?: 'active' | 'inactive';
  priority?: number;
  response?: Record<string, unknown>;
}

interface FirewallRuleRow {
  id: string;
  site_id: string;
  description: string;
  expression: string;
  action: string;
  status: string;
  priority: number;
  response: Record<string, unknown> | null;
  hits_24h: string | number;
  last_matched_at: Date | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const toFirewallRule = (r: FirewallRuleRow) => ({
  id: r.id,
  site_id: r.site_id,
  description: r.description,
  expression: r.expression,
  action: r.action,
  status: r.status,
  priority: r.priority,
  ...(r.response ? { response: r.response } : {}),
  hits_24h: Number(r.hits_24h),
  last_matched_at: r.last_matched_at ? iso(r.last_matched_at) : null,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

const values = (input: FirewallRuleInput) => ({
  description: input.description,
  expression: input.expression,
  action: input.action,
  status: input.status ?? 'active',
  // A custom answer means something only for block; kept only there.
  response: input.response && input.action === 'block' ? json(input.response) : null,
});

export const firewallRules = defineCrud<
  FirewallRuleRow,
  ReturnType<typeof toFirewallRule>,
  FirewallRuleInput
>({
  type: 'cdn_firewall_rule',
  noun: 'firewall rule',
  scope: 'resource-group',
  table: 'cdn_firewall_rules',
  parent: underSite('ruleId'),
  columns: `id, site_id, description, expression, action, status, priority, response, hits_24h, last_matched_at,
    version, created_at, updated_at`,
  storedSchema: { file: 'cdn/firewall-rule.schema.json', def: 'FirewallRule' },
  operations: {
    list: 'listFirewallRules',
    get: 'getFirewallRule',
    create: 'createFirewallRule',
    update: 'updateFirewallRule',
    delete: 'deleteFirewallRule',
    reorder: 'reorderFirewallRules',
  },
  sortable: { priority: 'priority', description: 'lower(description)', created_at: 'created_at' },
  defaultSort: 'priority',
  defaultDirection: 'asc',
  searchable: ['description', 'expression'],
  filters: { status: (p) => `status = ${p}` },
  ordering: { column: 'priority', field: 'priority' },
  quota: perSiteQuota('firewall_rules_per_site'),
  listEtag: true,
  toWire: toFirewallRule,
  create: async (input) => values(input),
  update: async (input) => values(input),
});

export function firewallRuleHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  const service = crudService(services, firewallRules);
  // The status path segment: one audited change of one field (setting the current status again changes
  // nothing but the version, like any write).
  const setFirewallRuleStatus = (request: FastifyRequest, reply: FastifyReply) => {
    const { status } = request.params as { status: 'active' | 'inactive' };
    return service.modify(request, reply, 'setFirewallRuleStatus', async () => ({ status }));
  };
  return { ...service.handlers, setFirewallRuleStatus } as Record<string, RouteHandlerMethod>;
}
