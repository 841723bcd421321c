// The stories' fake backend (src/storybook/backend.ts) answers in the server's place, so its answers are held to
// the same contracts as the server's (the check: server/src/plugins/response-contract.ts). Here: the
// shared fixture answers, and the check the story test run puts every answer through, inline ones included
// (tests/support/story-answers.ts in the browser, story-contract-check.ts in Node), shown to fail wrong answers.
import { describe, expect, it } from 'vitest';
import { ContractValidator } from '../../server/src/plugins/response-contract.js';
import {
  backendFetch,
  json,
  observeAnswers,
  resetBackend,
  setBackend,
  answer,
} from '../../src/storybook/backend.js';
import { checkStoryAnswer, loadStoryContracts } from '../support/story-contract-check.js';
import { contractReport, type CheckedAnswer, type StoryAnswer } from '../support/story-contract.js';
import { auditAnswer, auditForbidden } from '../../src/storybook/audit.js';
import { shopHistory } from '../../src/storybook/siteHistory.js';
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
    // The History stories' entries (src/areas/cdn/SiteDetail.stories.tsx): the site's own and its children's,
    // changes, a purge and a refusal.
    expect(shopHistory.some((e) => e.result === 'denied')).toBe(true);
    const page = await answered(auditAnswer(shopHistory)(new Request(main('/audit_logs'))));
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

describe('every answer of the story test run is checked (tests/support/story-answers.ts)', () => {
  const contracts = loadStoryContracts();
  const story = 'areas-profile-infopage--saved';

  /** An answer as the browser setup file sends it to the Node command. */
  async function asSent(request: Request, response: Response): Promise<StoryAnswer> {
    return {
      method: request.method,
      url: request.url,
      status: response.status,
      contentType: response.headers.get('Content-Type'),
      text: await response.text(),
      namedScope: request.headers.has('X-Project-Id'),
    };
  }

  async function given(request: Request, ...handlers: Parameters<typeof setBackend>): Promise<CheckedAnswer> {
    resetBackend();
    setBackend(...handlers);
    const seen: Promise<StoryAnswer>[] = [];
    const stop = observeAnswers((req, res) => seen.push(asSent(req, res)));
    try {
      const response = await backendFetch(request);
      await response.text(); // the caller still gets a readable body
    } finally {
      stop();
      resetBackend();
    }
    expect(seen).toHaveLength(1);
    const sent = await seen[0]!;
    return { answer: sent, verdict: checkStoryAnswer(contracts, sent), story };
  }

  it('fails a wrong inline answer, naming method, URL, status, operation, problems and body', async () => {
    const wrong = await given(
      new Request(main('/user')),
      answer('GET', /\/user$/, () => json({ data: { ...storyProfile, role: 'superuser' } })),
    );
    expect(wrong.verdict).toMatchObject({ backend: 'main', path: '/user' });
    expect(wrong.verdict.errors).toEqual([expect.stringContaining('GET /user 200: /data/role')]);
    const report = contractReport([wrong], [], story);
    expect(report).toContain('GET http://story.test/api/main/user → 200 (main: GET /user)');
    expect(report).toContain('/data/role');
    expect(report).toContain('body: {"data":{');
    expect(report).toContain('superuser');
  });

  it('fails an undocumented status, a non-JSON body and an operation the contract lacks', async () => {
    const garbage = await given(
      new Request(main('/cdn/sites/abc')),
      answer('GET', /\/cdn\/sites\/abc$/, () => new Response('<h1>oops</h1>', { status: 500 })),
    );
    expect(garbage.verdict.errors.join('\n')).toMatch(/status 500 is not documented|content type/);
    const unparsable = await given(
      new Request(main('/user')),
      answer(
        'GET',
        /\/user$/,
        () => new Response('{not json', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    expect(unparsable.verdict.errors).toEqual([expect.stringContaining('the body is not JSON')]);
    const nowhere = await given(new Request(main('/no/such/thing')));
    expect(nowhere.verdict.errors).toEqual([
      expect.stringContaining('no such operation in the main contract'),
    ]);
  });

  it('keeps right answers: an inline one, the default project list and the default 404 envelope', async () => {
    const saved = await given(
      new Request(main('/user'), { method: 'PATCH', body: '{}' }),
      answer('PATCH', /\/user$/, () => json({ data: storyProfile })),
    );
    expect(saved.verdict).toEqual({ backend: 'main', path: '/user', errors: [] });
    const scopes = await given(new Request(main('/user/resource_groups_projects')));
    expect(scopes.verdict.errors).toEqual([]);
    const missing = await given(new Request(main(`/cdn/sites/${sites[0]!.id}`)));
    expect(missing.answer.status).toBe(404);
    expect(missing.verdict.errors).toEqual([]);
    expect(contractReport([saved, scopes, missing], [], story)).toBeUndefined();
  });

  it('lets a story break an answer on purpose only by a named exemption, and fails an unused one', async () => {
    const garbage = await given(
      new Request(main('/cdn/sites/abc')),
      answer('GET', /\/cdn\/sites\/abc$/, () => new Response('<h1>oops</h1>', { status: 500 })),
    );
    const exemption = {
      method: 'GET',
      path: '/api/main/cdn/sites/{id}',
      status: 500,
      reason: 'shows what a proxy error page does',
    };
    expect(contractReport([garbage], [], story)).toContain('path as in /api/main/cdn/sites/{id}');
    expect(contractReport([garbage], [exemption], story)).toBeUndefined();
    expect(contractReport([garbage], [{ ...exemption, status: 502 }], story)).toMatch(
      /1 answer\(s\)[\s\S]*The exemption GET \/api\/main\/cdn\/sites\/\{id\} 502 .* matched no answer/,
    );
    expect(contractReport([], [exemption], story)).toContain('remove it');
    expect(contractReport([], [exemption], story, false)).toBeUndefined();
  });

  it('names the story an answer was given in when it is checked with a later one', async () => {
    const wrong = await given(
      new Request(main('/user')),
      answer('GET', /\/user$/, () => json({ data: {} })),
    );
    expect(contractReport([{ ...wrong, story: 'earlier--story' }], [], story)).toContain(
      '— given while earlier--story ran',
    );
  });

  it('holds a late answer to the exemptions of the story it was given in, not the current one', async () => {
    const failure = await given(
      new Request(main('/cdn/sites/abc')),
      answer('GET', /\/cdn\/sites\/abc$/, () => new Response('<h1>oops</h1>', { status: 500 })),
    );
    const exemption = {
      method: 'GET',
      path: '/api/main/cdn/sites/{id}',
      status: 500,
      reason: 'a proxy error',
    };
    const late = { ...failure, story: 'earlier--load-error' };
    const ended = new Map([['earlier--load-error', [exemption]]]);
    expect(contractReport([late], [], story, true, ended)).toBeUndefined();
    // The current story's exemptions do not cover another story's answer, and an ended story without one fails it.
    expect(contractReport([late], [exemption], story, false, new Map())).toContain(
      'given while earlier--load-error',
    );
  });
});
