// src/app/shell/specs/command-palette.md — records found by the server, grouped by kind with their context,
// the actions on them, and what is asked of the server for a query (the text, the name after a verb).
import { describe, expect, it, vi } from 'vitest';
import { recordCommands, verbActions } from '../../../src/app/shell/recordCommands';
import {
  MAX_QUERY_LENGTH,
  nameAfterVerb,
  recordRequests,
  RESULT_LIMIT,
  TEXT_REQUEST,
  VERB_RESULT_LIMIT,
} from '../../../src/app/shell/recordSearch';
import type { FoundRecord } from '../../../src/engine/search';
import type { AnyResource, AreaDefinition } from '../../../src/engine/types';
import { profile, testI18n } from '../helpers';

const purge = {
  id: 'cdn-purge-cache',
  labelKey: 'cdn:palette.purgeCacheOf',
  verbKey: 'cdn:palette.purgeCacheVerb',
  permission: { resource: 'cdn', action: 'write' as const },
  path: '/cdn/sites/:siteId/edge/purge-cache',
};

const searchable = (name: string, permission: string, extra: Partial<AnyResource>) =>
  ({
    name,
    area: 'x',
    permission: { resource: permission, action: 'read' },
    operations: {},
    ...extra,
  }) as unknown as AnyResource;

const site = searchable('site', 'cdn', {
  ui: { search: { fields: ['name'], opens: 'detail' } } as AnyResource['ui'],
  routes: { detail: { path: '/cdn/sites/:siteId', param: 'siteId' } },
  actions: [purge],
});
const pageRule = searchable('page_rule', 'cdn', {
  ui: { search: { fields: ['url_pattern'], opens: 'edit' } } as AnyResource['ui'],
  parent: { resource: 'site', param: 'siteId' },
  routes: { edit: { path: '/cdn/sites/:siteId/edge/page-rules/edit/:ruleId', param: 'ruleId' } },
});
const group = searchable('user_group', 'iam', {
  ui: { search: { fields: ['name'], opens: 'detail' } } as AnyResource['ui'],
  routes: { detail: { path: '/iam-management/user-group/:groupID', param: 'groupID' } },
});
const notSearchable = searchable('origin_setting', 'cdn', { ui: {} as AnyResource['ui'], routes: {} });

const areas: AreaDefinition[] = [
  { id: 'cdn', menuLabelKey: 'cdn:menu.label', menu: [], resources: [site, pageRule, notSearchable] },
  { id: 'iam', menuLabelKey: 'iam:menu.label', menu: [], resources: [group] },
];
const routePaths = [
  '/cdn/sites/:siteId',
  '/cdn/sites/:siteId/edge/page-rules/edit/:ruleId',
  '/cdn/sites/:siteId/edge/purge-cache',
  '/iam-management/user-group/:groupID',
];

const ids = {
  site: '11111111-1111-4111-8111-111111111111',
  rule: '22222222-2222-4222-8222-222222222222',
  group: '33333333-3333-4333-8333-333333333333',
};
const legacy: FoundRecord = {
  kind: 'site',
  id: ids.site,
  title: 'Legacy Shop',
  subtitle: 'legacy-shop.cdn.example',
  match: 'prefix',
};
const rule: FoundRecord = {
  kind: 'page_rule',
  id: ids.rule,
  title: 'legacy.example/*',
  context: { kind: 'site', id: ids.site, title: 'Legacy Shop' },
  match: 'prefix',
};
const team: FoundRecord = { kind: 'user_group', id: ids.group, title: 'Legacy team', match: 'prefix' };
const unknown: FoundRecord = { kind: 'dns_zone', id: ids.group, title: 'legacy.example', match: 'exact' };

function build(permission: string[], hits: Record<string, FoundRecord[]>, navigate = vi.fn()) {
  return recordCommands({
    areas,
    routePaths,
    profile: { ...profile, permission },
    t: testI18n().t,
    hits,
    navigate,
  });
}

describe('records found', () => {
  it('MUST list each record under its kind, with its context, opening the route its UI names', () => {
    const navigate = vi.fn();
    const items = build(['cdn:read', 'iam:read'], { [TEXT_REQUEST]: [legacy, rule, team] }, navigate);
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(`record:site:${ids.site}`)).toMatchObject({
      label: 'Legacy Shop',
      group: 'Sites',
      description: 'legacy-shop.cdn.example',
      tier: 'prefix',
    });
    expect(byId.get(`record:page_rule:${ids.rule}`)).toMatchObject({
      label: 'legacy.example/*',
      group: 'Page rules',
      description: 'Part of site Legacy Shop',
    });
    expect(byId.get(`record:user_group:${ids.group}`)?.group).toBe('User groups');
    byId.get(`record:page_rule:${ids.rule}`)?.onAction?.();
    expect(navigate).toHaveBeenLastCalledWith(`/cdn/sites/${ids.site}/edge/page-rules/edit/${ids.rule}`);
    byId.get(`record:site:${ids.site}`)?.onAction?.();
    expect(navigate).toHaveBeenLastCalledWith(`/cdn/sites/${ids.site}`);
  });

  it('MUST NOT list a kind the console cannot open, or one the user may not read', () => {
    const items = build(['cdn:read'], { [TEXT_REQUEST]: [legacy, team, unknown] });
    expect(items.map((item) => item.id)).toEqual([`record:site:${ids.site}`]);
  });

  it('MUST offer the actions on a record found only to those who may run them', () => {
    const navigate = vi.fn();
    const writer = build(['cdn:read', 'cdn:write'], { [TEXT_REQUEST]: [legacy] }, navigate);
    const action = writer.find((item) => item.id === `action:cdn-purge-cache:${ids.site}`);
    expect(action).toMatchObject({ label: 'Purge cache of Legacy Shop', group: 'Actions', tier: 'prefix' });
    // The record itself comes first.
    expect(writer.map((item) => item.id)).toEqual([`record:site:${ids.site}`, action?.id]);
    action?.onAction?.();
    expect(navigate).toHaveBeenCalledWith(`/cdn/sites/${ids.site}/edge/purge-cache`);
    expect(build(['cdn:read'], { [TEXT_REQUEST]: [legacy] }).map((item) => item.id)).toEqual([
      `record:site:${ids.site}`,
    ]);
  });

  it('MUST offer the action on each record found for the name typed after its verb, once', () => {
    const items = build(['cdn:read', 'cdn:write'], {
      [TEXT_REQUEST]: [legacy],
      'action:cdn-purge-cache': [legacy],
    });
    expect(items.filter((item) => item.id.startsWith('action:'))).toHaveLength(1);
    expect(build(['cdn:read', 'cdn:write'], { 'action:cdn-purge-cache': [legacy] })).toEqual([
      expect.objectContaining({ id: `action:cdn-purge-cache:${ids.site}`, tier: 'prefix' }),
    ]);
  });
});

describe('what is asked of the server', () => {
  const writerVerbs = () =>
    verbActions(areas, { ...profile, permission: ['cdn:read', 'cdn:write'] }, testI18n().t);

  it('MUST know the verbs of the actions the user may run, in their language', () => {
    expect(writerVerbs().map((v) => v.verb)).toEqual(['Purge cache of']);
    expect(verbActions(areas, { ...profile, permission: ['cdn:read'] }, testI18n().t)).toEqual([]);
  });

  it('MUST take the name after a verb typed in full, in part or word by word', () => {
    expect(nameAfterVerb('purge legacy', 'Purge cache of')).toBe('legacy');
    expect(nameAfterVerb('Purge cache of Legacy Shop', 'Purge cache of')).toBe('Legacy Shop');
    expect(nameAfterVerb('pur ca legacy', 'Purge cache of')).toBe('legacy');
    expect(nameAfterVerb('xoa bo nho dem cua legacy', 'Xóa bộ nhớ đệm của')).toBe('legacy');
    expect(nameAfterVerb('cache leeren legacy', 'Cache leeren für')).toBe('legacy');
    // Not a verb, too short a start, or no name yet.
    expect(nameAfterVerb('legacy shop', 'Purge cache of')).toBeUndefined();
    expect(nameAfterVerb('p legacy', 'Purge cache of')).toBeUndefined();
    expect(nameAfterVerb('purge cache', 'Purge cache of')).toBeUndefined();
    expect(nameAfterVerb('purge x', 'Purge cache of')).toBeUndefined();
  });

  it('MUST ask for the text itself and for the name after each verb, within the limits', () => {
    const verbs = writerVerbs();
    expect(recordRequests('  legacy ', verbs)).toEqual([
      { key: TEXT_REQUEST, q: 'legacy', limit: RESULT_LIMIT },
    ]);
    expect(recordRequests('purge legacy', verbs)).toEqual([
      { key: TEXT_REQUEST, q: 'purge legacy', limit: RESULT_LIMIT },
      { key: 'action:cdn-purge-cache', q: 'legacy', kind: 'site', limit: VERB_RESULT_LIMIT },
    ]);
    expect(recordRequests('l', verbs)).toEqual([]);
    expect(recordRequests('x'.repeat(MAX_QUERY_LENGTH + 1), verbs)).toEqual([]);
  });
});
