// The stories' fake backend (src/storybook/backend.ts) answers in the server's place, so its shared fixture
// answers are held to the same contracts as the server's (issue 8; the check: server/src/plugins/response-
// contract.ts). Answers a single story builds inline are not covered here: they live in browser-only story
// files.
import { describe, expect, it } from 'vitest';
import { ContractValidator } from '../../server/src/plugins/response-contract.js';
import { backendFetch, resetBackend } from '../../src/storybook/backend.js';
import { auditAnswer, auditEntry, auditForbidden } from '../../src/storybook/audit.js';
import { sites, storyProfile, storyScopes } from '../../src/storybook/fixtures.js';

const validator = ContractValidator.forBackends(['main']);
const main = (url: string) => `http://story.test/api/main${url}`;

async function answered(response: Response | Promise<Response> | undefined) {
  const res = await response;
  if (!res) throw new Error('the handler did not answer');
  return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
}

describe('story fixtures keep the contract', () => {
  it('the signed-in profile and its projects (GET /user, GET /user/resource_groups_projects)', async () => {
    expect(validator.check('main', 'GET', '/api/main/user', 200, { data: storyProfile })).toEqual([]);
    resetBackend();
    const scopes = await answered(backendFetch(new Request(main('/user/resource_groups_projects'))));
    expect(scopes.body).toEqual({ data: storyScopes });
    expect(
      validator.check('main', 'GET', '/api/main/user/resource_groups_projects', scopes.status, scopes.body),
    ).toEqual([]);
  });

  it('the CDN sites, each as GET /cdn/sites/{id} answers it', () => {
    expect(sites.length).toBeGreaterThan(0);
    for (const site of sites)
      expect(validator.check('main', 'GET', `/api/main/cdn/sites/${site.id}`, 200, { data: site })).toEqual(
        [],
      );
  });

  it('the audit history page, its refusal and the default 404', async () => {
    // As the History stories build them (src/areas/cdn/SiteDetail.stories.tsx): a change and a refusal.
    const changed = auditEntry('903', {
      occurred_at: '2025-06-20T14:45:00Z',
      action: 'updateSite',
      resource_type: 'cdn_site',
      resource_id: sites[0]!.id,
      details: { before: { ...sites[0]!, token_security: false }, after: sites[0]! },
    });
    const denied = auditEntry('902', {
      occurred_at: '2025-06-10T08:00:00Z',
      action: 'updateSite',
      resource_type: 'cdn_site',
      resource_id: sites[0]!.id,
      actor: { id: null, username: 'binh.tran', login_type: 'password', operator: null },
      result: 'denied',
      status_code: 403,
    });
    const page = await answered(auditAnswer([changed, denied])(new Request(main('/audit_logs'))));
    expect(page.type).toBe('application/json');
    expect(validator.check('main', 'GET', '/api/main/audit_logs', page.status, page.body)).toEqual([]);
    const refused = await answered(auditForbidden(new Request(main('/audit_logs'))));
    expect(refused.status).toBe(403);
    expect(validator.check('main', 'GET', '/api/main/audit_logs', 403, refused.body)).toEqual([]);
    resetBackend();
    const missing = await answered(backendFetch(new Request(main('/cdn/sites/unknown'))));
    expect(missing.status).toBe(404);
    expect(validator.check('main', 'GET', '/api/main/cdn/sites/x', 404, missing.body)).toEqual([]);
  });

  it('fails a fixture that breaks the contract (the check can fail)', () => {
    const broken = { ...storyProfile, role: 'superuser' };
    expect(validator.check('main', 'GET', '/api/main/user', 200, { data: broken })).not.toEqual([]);
  });
});
