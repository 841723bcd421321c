// A model of the main backend's CDN endpoints behind the site's switches (one site, its edge settings and its
// firewall rules), for the optimistic-update tests, behind the real client middleware (an injected fetch).
// As memberServer.ts: it runs each request when it arrives, in arrival order, and holds every answer until
// the test delivers it, so the order in which answers land is the test's to choose; an aborted request
// rejects at once, as fetch does, while the server keeps what it did. Answers take the contract's shapes
// (openapi/main.yaml, typed by the generated client).
import type { components } from '../../../src/api/generated/main';
import { edgeDefaults, shopFirewallRules } from '../../../src/storybook/cdn';
import { shopSite } from '../../../src/storybook/fixtures';

type Schemas = components['schemas'];
export type Site = Schemas['Site'];
export type FirewallRule = Schemas['FirewallRule'];
export type EdgeSettings = Schemas['EdgeSettings'];
export type EdgeSettingKey = keyof EdgeSettings;
/** What the server stores: the values the contract marks read-only are the server's to change. */
type Stored<T> = { -readonly [K in keyof T]: T[K] };

/** Development mode switches itself off this long after it was turned on. */
const DEVELOPMENT_MODE_MS = 3 * 60 * 60 * 1000;
/** The server's clock (fixed: the tests' answers do not depend on when they run). */
const NOW = Date.parse('2025-06-20T15:00:00Z');

interface Held {
  request: Request;
  kind: 'read' | 'write';
  /** "GET /cdn/sites/{id}", with the path as sent. */
  label: string;
  deliver: () => void;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const notFound = (message: string) => json({ message, status_code: 404, request_id: 'req-404' }, 404);

export class CdnServer {
  readonly site: Stored<Site>;
  readonly rules: Stored<FirewallRule>[];
  private siteVersion = 1;
  private readonly ruleVersions = new Map<string, number>();
  /** Answers not delivered yet, in arrival order (aborted ones are taken out). */
  readonly held: Held[] = [];
  /** Every write that reached the server, in order ("PATCH /cdn/sites/…"). */
  readonly writes: string[] = [];
  /** Every read that reached the server, in order. */
  readonly reads: string[] = [];
  /** Answer reads at once instead of holding them (while a screen first loads). */
  answerReadsAtOnce = false;
  private queue: Promise<void> = Promise.resolve();

  constructor({
    edge = {},
    rules = shopFirewallRules,
  }: { edge?: Partial<EdgeSettings>; rules?: FirewallRule[] } = {}) {
    this.site = {
      ...shopSite,
      edge_settings: { ...edgeDefaults, ...edge },
      development_mode_expires_at: null,
    };
    this.rules = rules.map((rule) => ({ ...rule, site_id: this.site.id }));
    for (const rule of this.rules) this.ruleVersions.set(rule.id, 1);
  }

  edgeSetting<K extends EdgeSettingKey>(key: K): EdgeSettings[K] {
    return this.site.edge_settings[key];
  }

  ruleStatus(id: string): FirewallRule['status'] {
    return this.rule(id).status;
  }

  /** Held answers that can still be delivered, oldest first; `label` narrows them ("GET …/edge_settings"). */
  deliverable(kind?: Held['kind'], label?: RegExp): Held[] {
    return this.held.filter((h) => (!kind || h.kind === kind) && (!label || label.test(h.label)));
  }

  /** Delivers the oldest held answer of that kind (and label); false when there is none. */
  deliver(kind: Held['kind'], label?: RegExp): boolean {
    const held = this.deliverable(kind, label)[0];
    if (!held) return false;
    this.held.splice(this.held.indexOf(held), 1);
    held.deliver();
    return true;
  }

  private rule(id: string): Stored<FirewallRule> {
    const found = this.rules.find((r) => r.id === id);
    if (!found) throw new Error(`No firewall rule ${id}`);
    return found;
  }

  private siteEtag() {
    return `"site.${this.siteVersion}"`;
  }

  private ruleEtag(id: string) {
    return `"${id.slice(0, 8)}.${this.ruleVersions.get(id)}"`;
  }

  /** The site as GET /cdn/sites/{id} answers it now. */
  private siteNow(): Site {
    return structuredClone(this.site);
  }

  /** Runs the request now; the answer it returns is what the test delivers later. */
  private run(request: Request, bodyText: string): { kind: Held['kind']; answer: () => Response } {
    const path = new URL(request.url).pathname.replace(/^\/api\/main/, '');
    const siteId = this.site.id;
    const sitePath = `/cdn/sites/${siteId}`;

    if (request.method === 'GET' && path === sitePath) {
      const body: Schemas['SiteOne'] = { data: this.siteNow() };
      const etag = this.siteEtag();
      return { kind: 'read', answer: () => json(body, 200, { ETag: etag }) };
    }

    const edge = new RegExp(`^${sitePath}/edge_settings/([a-z0-9_]+)$`).exec(path);
    if (request.method === 'PATCH' && edge) {
      const key = edge[1] as EdgeSettingKey;
      const patch = JSON.parse(bodyText) as Schemas['EdgeSettingPatch'];
      const value = patch[key];
      if (!(key in this.site.edge_settings) || value === undefined) {
        return {
          kind: 'write',
          answer: () => json({ message: `Unknown edge setting ${key}`, status_code: 400 }, 400),
        };
      }
      this.site.edge_settings = { ...this.site.edge_settings, [key]: value };
      if (key === 'development_mode') {
        this.site.development_mode_expires_at =
          value === 'active' ? new Date(NOW + DEVELOPMENT_MODE_MS).toISOString() : null;
      }
      this.siteVersion += 1;
      const body: Schemas['EdgeSettingsOne'] = { data: this.siteNow().edge_settings };
      const etag = this.siteEtag();
      return { kind: 'write', answer: () => json(body, 200, { ETag: etag }) };
    }

    if (request.method === 'GET' && path === `${sitePath}/firewall_rules`) {
      const data = [...this.rules].sort((a, b) => a.priority - b.priority).map((rule) => ({ ...rule }));
      const body: Schemas['FirewallRuleList'] = {
        data,
        page_info: { page: '1', per_page: 100, total_count: data.length, total_pages: 1 },
      };
      return { kind: 'read', answer: () => json(body) };
    }

    const one = new RegExp(`^${sitePath}/firewall_rules/([^/]+)$`).exec(path);
    if (request.method === 'GET' && one) {
      const found = this.rules.find((r) => r.id === one[1]);
      if (!found) return { kind: 'read', answer: () => notFound('No such firewall rule.') };
      const body: Schemas['FirewallRuleOne'] = { data: { ...found } };
      const etag = this.ruleEtag(found.id);
      return { kind: 'read', answer: () => json(body, 200, { ETag: etag }) };
    }

    const status = new RegExp(`^${sitePath}/firewall_rules/([^/]+)/(active|inactive)$`).exec(path);
    if (request.method === 'PUT' && status) {
      const found = this.rules.find((r) => r.id === status[1]);
      if (!found) return { kind: 'write', answer: () => notFound('No such firewall rule.') };
      found.status = status[2] as FirewallRule['status'];
      this.ruleVersions.set(found.id, (this.ruleVersions.get(found.id) ?? 0) + 1);
      const body: Schemas['FirewallRuleOne'] = { data: { ...found } };
      const etag = this.ruleEtag(found.id);
      return { kind: 'write', answer: () => json(body, 200, { ETag: etag }) };
    }

    return { kind: request.method === 'GET' ? 'read' : 'write', answer: () => notFound('Not found') };
  }

  /** The injected fetch. */
  fetch = (request: Request): Promise<Response> => {
    // One request at a time, in arrival order (reading a body takes a turn of its own).
    const text = request.method === 'GET' ? Promise.resolve('') : request.clone().text();
    const ran = this.queue.then(async () => {
      const label = `${request.method} ${new URL(request.url).pathname.replace(/^\/api\/main/, '')}`;
      const { kind, answer } = this.run(request, await text);
      (kind === 'read' ? this.reads : this.writes).push(label);
      return { kind, label, answer };
    });
    this.queue = ran.then(() => undefined);
    return ran.then(({ kind, label, answer }) => this.hold(request, kind, label, answer));
  };

  private hold(
    request: Request,
    kind: Held['kind'],
    label: string,
    answer: () => Response,
  ): Promise<Response> {
    if (kind === 'read' && this.answerReadsAtOnce) return Promise.resolve(answer());
    return new Promise<Response>((resolve, reject) => {
      const held: Held = { request, kind, label, deliver: () => resolve(answer()) };
      const abort = () => {
        const at = this.held.indexOf(held);
        if (at >= 0) this.held.splice(at, 1);
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      };
      if (request.signal.aborted) {
        abort();
        return;
      }
      request.signal.addEventListener('abort', abort, { once: true });
      this.held.push(held);
    });
  }
}
