// Spec: src/engine/specs/detail.md (History). The sentence and the changed values of an audit entry, worded
// through the registry's labels: never an operation id, a raw field name or a JSON dump.
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { areas } from '../../../src/app/areas';
import { diffSnapshots, summarizeChange } from '../../../src/engine/detail/historyDiff';
import { historyLine, historyVerb, type HistoryLine } from '../../../src/engine/detail/historySentence';
import { findHistorySubject, type HistoryEntrySubject } from '../../../src/engine/detail/historySubjects';
import { resolveSchema } from '../../../src/engine/schema';
import type { AuditLogEntry } from '../../../src/engine/types';
import mainContract from '../../../server/generated/main.openapi.json';
import { site, testI18n } from '../helpers';
import { preloadSchemas } from '../../../src/engine/resourceSchemas';

// The record kinds below are listed while the tests are collected, before the set-up's preload runs.
await preloadSchemas();

const SITE = site.id;
const RULE = '22222222-2222-4222-8222-222222222222';
const edge = { always_use_https: 'inactive', caching_level: 'standard', auto_minify: [] as string[] };

function entry(changes: Partial<AuditLogEntry> & Pick<AuditLogEntry, 'action'>): AuditLogEntry {
  return {
    id: '1',
    occurred_at: '2025-06-01T10:00:00Z',
    request_id: 'req-1',
    actor: { id: null, username: 'an.nguyen', login_type: 'password', operator: null },
    project_id: null,
    resource_group_id: null,
    resource_type: 'cdn_site',
    resource_id: SITE,
    result: 'success',
    status_code: 200,
    ip: null,
    user_agent: null,
    details: {},
    ...changes,
  };
}

/** The entry as the site's History shows it (or the record `viewed` names). */
function lineOf(
  e: AuditLogEntry,
  viewed = { resourceType: 'cdn_site', id: SITE, title: 'shop' },
): HistoryLine {
  const i18n = testI18n();
  return historyLine(e, { i18n, t: i18n.t, viewed, subject: findHistorySubject(e.resource_type) });
}

/** Every text a History entry shows. */
function texts(line: HistoryLine): string[] {
  const { detail } = line;
  const out = [line.sentence];
  if (detail.kind === 'changes' || detail.kind === 'fields')
    for (const c of detail.changes) out.push(...c.labels, c.before, c.after);
  if (detail.kind === 'items') out.push(...detail.items);
  return out;
}

/** A raw identifier: snake_case or camelCase, as operation ids and field names are written. */
const rawName = /\b[a-z]+(?:_[a-z0-9]+)+\b|\b[a-z]+[A-Z][A-Za-z]+\b/;

describe('history changes', () => {
  it('walks nested objects down to the values that differ, arrays of objects item by item', () => {
    expect(
      diffSnapshots(
        {
          name: 'a',
          edge_settings: { always_use_https: 'inactive', http2: 'active' },
          origin_servers: [{ origin_server_url: 'https://a', weight: 1 }],
          tags: ['x'],
          updated_at: '1',
        },
        {
          name: 'a',
          edge_settings: { always_use_https: 'active', http2: 'active' },
          origin_servers: [
            { origin_server_url: 'https://a', weight: 3 },
            { origin_server_url: 'https://b', weight: 1 },
          ],
          tags: ['x', 'y'],
          updated_at: '2',
        },
      ),
    ).toEqual([
      { path: ['edge_settings', 'always_use_https'], before: 'inactive', after: 'active' },
      { path: ['origin_servers', 0, 'weight'], before: 1, after: 3 },
      {
        path: ['origin_servers', 1],
        before: undefined,
        after: { origin_server_url: 'https://b', weight: 1 },
      },
      { path: ['tags'], before: ['x'], after: ['x', 'y'] },
    ]);
  });

  it('reads `changed: { field: { from, to } }` and tells creations, deletions and no change apart', () => {
    expect(summarizeChange({ changed: { status: { from: 'active', to: 'disabled' } } })).toEqual({
      kind: 'updated',
      changes: [{ path: ['status'], before: 'active', after: 'disabled' }],
    });
    expect(summarizeChange({ after: { name: 'a' } }).kind).toBe('created');
    expect(summarizeChange({ before: { name: 'a' } }).kind).toBe('deleted');
    expect(summarizeChange({ before: { a: 1 }, after: { a: 1 } }).kind).toBe('none');
    expect(summarizeChange(undefined).kind).toBe('none');
  });

  it("takes the verb from the action's leading word, checked against what was recorded", () => {
    expect(historyVerb('createFirewallRule', 'created', false)).toBe('added');
    expect(historyVerb('create', 'created', true)).toBe('created');
    expect(historyVerb('addGroupMembers', 'updated', true)).toBe('changed');
    expect(historyVerb('deletePageRule', 'none', false)).toBe('deleted');
    expect(historyVerb('reorderFirewallRules', 'updated', false)).toBe('reordered');
    expect(historyVerb('verifyAddonDomain', 'updated', false)).toBe('verified');
    expect(historyVerb('frobnicate', 'updated', true)).toBe('other');
  });
});

describe('history sentences', () => {
  it("names the edge setting that changed, with its label and its values' labels", () => {
    const line = lineOf(
      entry({
        action: 'updateSiteEdgeSetting',
        details: {
          changed: ['edge_settings'],
          before: { ...site, edge_settings: edge, updated_at: '1' },
          after: { ...site, edge_settings: { ...edge, always_use_https: 'active' }, updated_at: '2' },
        },
      }),
    );
    expect(line.sentence).toBe('an.nguyen changed Always use HTTPS');
    expect(line.detail).toMatchObject({
      kind: 'changes',
      changes: [{ labels: ['Edge settings', 'Always use HTTPS'], before: 'Off', after: 'On' }],
    });
    for (const text of texts(line)) expect(text).not.toMatch(rawName);
  });

  it('names up to three changed fields, then counts them; lists of plain values read as lists', () => {
    const two = lineOf(
      entry({
        action: 'update',
        details: {
          before: { ...site, edge_settings: edge },
          after: { ...site, name: 'shop-2', edge_settings: { ...edge, auto_minify: ['css', 'js'] } },
        },
      }),
    );
    expect(two.sentence).toBe('an.nguyen changed Name and Auto minify');
    expect(two.detail).toMatchObject({
      changes: [
        { before: 'shop', after: 'shop-2' },
        { before: '—', after: 'CSS, JavaScript' },
      ],
    });
    const four = lineOf(
      entry({
        action: 'update',
        details: {
          before: site,
          after: { ...site, name: 'b', token_security: true, vod: true, multi_cdn_config: 20 },
        },
      }),
    );
    expect(four.sentence).toBe('an.nguyen changed 4 fields');
  });

  it('words a purge by what it purged and lists the URLs', () => {
    const targets = ['https://a.example/1', 'https://a.example/2', 'https://a.example/3'];
    const line = lineOf(
      entry({
        action: 'purge',
        status_code: 202,
        details: { type: 'urls', targets, after: { id: 'p', type: 'urls', targets, status: 'queued' } },
      }),
    );
    expect(line.sentence).toBe('an.nguyen purged 3 URLs');
    expect(line.detail).toEqual({ kind: 'items', items: targets });
    expect(lineOf(entry({ action: 'purge', details: { type: 'everything', targets: [] } })).sentence).toBe(
      'an.nguyen purged the whole cache',
    );
    expect(lineOf(entry({ action: 'purge', result: 'failure', status_code: 429 })).sentence).toBe(
      'an.nguyen tried to purge the cache',
    );
  });

  it("words what happened under the site by the child's kind and name", () => {
    const rule = {
      id: RULE,
      site_id: SITE,
      description: 'Block admin',
      expression: 'http.request.uri.path contains "/admin"',
      action: 'block',
      status: 'active',
      priority: 1,
    };
    const added = lineOf(
      entry({
        action: 'createFirewallRule',
        resource_type: 'cdn_firewall_rule',
        resource_id: RULE,
        details: { after: rule },
      }),
    );
    expect(added.sentence).toBe('an.nguyen added firewall rule “Block admin”');
    // What a person wrote of it, behind "Show the fields"; not the values the platform set (id, site).
    expect(added.detail.kind).toBe('fields');
    const labels = added.detail.kind === 'fields' ? added.detail.changes.map((c) => c.labels[0]) : [];
    expect(labels).toEqual(expect.arrayContaining(['Description', 'Expression', 'Action']));
    expect(labels).not.toContain('ID');

    const changed = lineOf(
      entry({
        action: 'setFirewallRuleStatus',
        resource_type: 'cdn_firewall_rule',
        resource_id: RULE,
        details: { before: rule, after: { ...rule, status: 'inactive' } },
      }),
    );
    expect(changed.sentence).toBe('an.nguyen changed firewall rule “Block admin”');
    expect(changed.detail).toMatchObject({
      changes: [{ labels: ['Status'], before: 'Active', after: 'Inactive' }],
    });

    const page = {
      id: RULE,
      site_id: SITE,
      url_pattern: 'example.com/*',
      actions: { cache_level: 'bypass' },
      status: 'active',
      priority: 1,
    };
    expect(
      lineOf(
        entry({
          action: 'deletePageRule',
          resource_type: 'cdn_page_rule',
          resource_id: RULE,
          details: { before: page },
        }),
      ).sentence,
    ).toBe('an.nguyen deleted page rule “example.com/*”');
    expect(
      lineOf(
        entry({
          action: 'reorderFirewallRules',
          resource_type: 'cdn_firewall_rule',
          details: { before: { order: [] }, after: { order: [] } },
        }),
      ).sentence,
    ).toBe('an.nguyen changed the firewall rule order');
    // A refused attempt carries no snapshot: the record's short id stands in for its name.
    expect(
      lineOf(
        entry({
          action: 'deletePageRule',
          resource_type: 'cdn_page_rule',
          resource_id: RULE,
          result: 'denied',
          status_code: 403,
        }),
      ).sentence,
    ).toBe('an.nguyen tried to delete page rule “22222222”');
  });

  it("words the site's one-per-site settings without a name, their lists item by item", () => {
    const servers = [
      {
        origin_server_url: 'https://o.example',
        weight: 1,
        max_fails: 1,
        fail_timeout_seconds: 10,
        backup: false,
      },
    ];
    const origin = {
      site_id: SITE,
      load_balancer_method: 'round_robin',
      protocol: 'match_viewer',
      host_header: '',
      verify_tls: true,
      connect_timeout_seconds: 10,
      origin_servers: servers,
    };
    const line = lineOf(
      entry({
        action: 'updateOriginSetting',
        resource_type: 'cdn_origin_setting',
        details: {
          before: origin,
          after: {
            ...origin,
            origin_servers: [
              { ...servers[0], weight: 3 },
              { ...servers[0], origin_server_url: 'https://p.example', backup: true },
            ],
          },
        },
      }),
    );
    expect(line.sentence).toBe('an.nguyen changed origin settings');
    expect(line.detail.kind === 'changes' && line.detail.changes.map((c) => c.labels.join(' › '))).toEqual([
      'Origin servers #1 › Weight',
      'Origin servers #2',
    ]);
    for (const text of texts(line)) expect(text).not.toMatch(rawName);

    const config = 'x'.repeat(200);
    const extra = lineOf(
      entry({
        action: 'updateSiteExtraConfig',
        resource_type: 'cdn_extra_config',
        actor: {
          id: null,
          username: 'an.nguyen',
          login_type: 'login_as',
          operator: { id: RULE, username: 'ops' },
        },
        details: { before: { site_id: SITE, config: '' }, after: { site_id: SITE, config } },
      }),
    );
    expect(extra.sentence).toBe('ops as an.nguyen changed extra configuration');
    expect(extra.detail).toMatchObject({ changes: [{ labels: ['Configuration'], after: config }] });
  });

  it('falls back to a readable sentence for an action or a kind of record it does not know', () => {
    expect(lineOf(entry({ action: 'frobnicateSite', details: { before: site, after: site } })).sentence).toBe(
      'an.nguyen made a change to site “shop”',
    );
    const unknown = lineOf(entry({ action: 'zap', resource_type: 'cdn_quantum_rule', resource_id: RULE }));
    expect(unknown.sentence).toBe('an.nguyen made a change to record “22222222”');
    expect(unknown.detail.kind).toBe('nothing');
    // A value sent again changes nothing.
    expect(lineOf(entry({ action: 'updateSiteEdgeSetting' })).detail.kind).toBe('noChange');
    expect(
      lineOf(
        entry({
          action: 'create',
          actor: { id: null, username: null, login_type: null, operator: null },
          details: { after: site },
        }),
      ).sentence,
    ).toBe('System created site “shop”');
  });

  it('reads in Vietnamese and German', async () => {
    const i18n = testI18n();
    const e = entry({
      action: 'createFirewallRule',
      resource_type: 'cdn_firewall_rule',
      resource_id: RULE,
      details: { after: { description: 'Block admin' } },
    });
    try {
      await i18n.changeLanguage('vi');
      expect(lineOf(e).sentence).toBe('an.nguyen đã thêm quy tắc tường lửa “Block admin”');
      await i18n.changeLanguage('de');
      expect(lineOf(e).sentence).toBe('an.nguyen hat „Block admin“ (Firewall-Regel) hinzugefügt');
      expect(
        lineOf(
          entry({
            action: 'updateSiteEdgeSetting',
            details: {
              before: { edge_settings: edge },
              after: { edge_settings: { ...edge, always_use_https: 'active' } },
            },
          }),
        ).sentence,
      ).toBe('an.nguyen hat Immer HTTPS verwenden geändert');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('never shows an operation id: every write of the contract reads as a sentence', () => {
    const operations = Object.values(
      mainContract.paths as Record<string, Record<string, { operationId?: string }>>,
    )
      .flatMap((item) => Object.entries(item))
      .filter(([method, op]) => method !== 'get' && method !== 'parameters' && op.operationId)
      .map(([, op]) => op.operationId as string);
    expect(operations.length).toBeGreaterThan(50);
    for (const action of operations) {
      for (const result of ['success', 'denied'] as const) {
        const line = lineOf(
          entry({ action, result, details: { before: site, after: { ...site, name: 'x' } } }),
        );
        expect(line.sentence, action).not.toContain(action);
        expect(line.sentence, action).not.toMatch(rawName);
      }
    }
  });
});

// Every kind of record the History can show, with every value of its schema changed: each change is labelled
// through the registry's texts (a missing one throws in tests) and no label or value is a raw field name.
type Json = Record<string, unknown>;

function sample(schema: RJSFSchema, root: RJSFSchema, variant: 0 | 1, depth = 0): unknown {
  const s = resolveSchema(schema, root);
  const branch = [...(s.anyOf ?? []), ...(s.oneOf ?? [])].map((b) => resolveSchema(b as RJSFSchema, root));
  if (!s.type && !s.enum && !s.properties && branch.length) {
    const first = branch.find((b) => b.type !== 'null') ?? branch[0]!;
    return sample(first, root, variant, depth);
  }
  if (Array.isArray(s.enum)) return s.enum[variant % s.enum.length];
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'object' || s.properties) {
    if (depth > 4) return {};
    const out: Json = {};
    for (const [key, child] of Object.entries((s.properties ?? {}) as Record<string, RJSFSchema>))
      out[key] = sample(child, root, variant, depth + 1);
    return out;
  }
  if (type === 'array') {
    const items = resolveSchema((s.items ?? {}) as RJSFSchema, root);
    return [sample(items, root, variant, depth + 1)];
  }
  if (type === 'boolean') return variant === 1;
  if (type === 'integer' || type === 'number') return variant + 1;
  if (s.format === 'date-time') return `2025-0${variant + 1}-01T00:00:00Z`;
  if (s.format === 'uuid') return `0000000${variant}-0000-4000-8000-000000000000`;
  return `value ${variant}`;
}

describe('every kind of record', () => {
  const subjects = new Map<string, HistoryEntrySubject>();
  for (const area of areas) {
    for (const resource of area.resources)
      if (resource.audit)
        subjects.set(resource.audit.resourceType, findHistorySubject(resource.audit.resourceType)!);
    for (const own of area.auditSubjects ?? [])
      subjects.set(own.resourceType, findHistorySubject(own.resourceType)!);
  }

  it('is found for every registered audit type and area subject', () => {
    expect([...subjects.keys()]).toEqual(
      expect.arrayContaining([
        'cdn_site',
        'cdn_firewall_rule',
        'cdn_origin_setting',
        'cdn_extra_config',
        'main/tenant/group',
      ]),
    );
    for (const subject of subjects.values()) expect(subject).toBeDefined();
  });

  for (const lng of ['en', 'vi', 'de'] as const) {
    it(`labels every changed value of every kind of record in ${lng}`, async () => {
      const i18n = testI18n();
      await i18n.changeLanguage(lng);
      try {
        let checked = 0;
        for (const [type, subject] of subjects) {
          const before = sample(subject.record, subject.root, 0) as Json;
          const after = sample(subject.record, subject.root, 1) as Json;
          const e = entry({
            action: 'update',
            resource_type: type,
            resource_id: RULE,
            details: { before, after },
          });
          const line = historyLine(e, { i18n, t: i18n.t, viewed: { resourceType: type, id: RULE }, subject });
          expect(line.detail.kind, type).toBe('changes');
          for (const text of texts(line)) {
            checked += 1;
            expect(text, `${type}: ${text}`).not.toMatch(rawName);
            expect(text, `${type}: ${text}`).not.toMatch(/[{[]"/);
          }
        }
        expect(checked).toBeGreaterThan(200);
      } finally {
        await i18n.changeLanguage('en');
      }
    });
  }
});
