// Where each edge setting of SPEC §3 lives and how it is set: the page a user looks for it on (Cloudflare's
// grouping: feature-anchors §1.2), its control, its choices. Texts are `cdn:edge.settings.<key>.*`.
import type { EdgeSettingKey, EdgeSettings } from '../cdnApi';

export type EdgeControl =
  /** active ⇄ inactive (a Switch). */
  | { kind: 'toggle' }
  /** One of a few values (a Select); option texts are `cdn:edge.settings.<key>.options.<value>`. */
  | { kind: 'choice'; options: readonly string[] }
  /** One of a few numbers (a Select); `labelled` numbers have their own text, others are formatted. */
  | { kind: 'number'; options: readonly number[] }
  /** Several of a few values (Checkboxes). */
  | { kind: 'set'; options: readonly string[] };

export interface EdgeSettingSpec {
  key: EdgeSettingKey;
  control: EdgeControl;
  /** Turning it on asks first (HSTS: browsers keep refusing plain HTTP for max-age even after turning it off). */
  confirmOn?: boolean;
  /** Shown with a "Deprecated" tag (auto-minify: browsers and build tools minify now). */
  deprecated?: boolean;
}

const toggle = { kind: 'toggle' } as const;

/** Cloudflare's browser-cache TTL choices, in seconds; 0 respects the origin's headers. */
export const browserCacheTtlChoices = [
  0, 1800, 3600, 7200, 14400, 28800, 57600, 86400, 172800, 345600, 604800, 2678400, 31536000,
] as const;

export const edgePages = {
  basic: [
    { key: 'development_mode', control: toggle },
    { key: 'always_use_https', control: toggle },
    { key: 'browser_integrity_check', control: toggle },
    { key: 'bot_fight_mode', control: toggle },
  ],
  cache: [
    {
      key: 'caching_level',
      control: { kind: 'choice', options: ['bypass', 'basic', 'simplified', 'standard', 'aggressive'] },
    },
    { key: 'browser_cache_ttl', control: { kind: 'number', options: browserCacheTtlChoices } },
  ],
  image: [
    { key: 'polish', control: toggle },
    { key: 'image_resizing', control: toggle },
    { key: 'thump', control: toggle },
    { key: 'image_virtualizing', control: toggle },
  ],
  content: [
    { key: 'gzip_level', control: { kind: 'number', options: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] } },
    { key: 'brotli_compression', control: toggle },
    { key: 'auto_minify', control: { kind: 'set', options: ['html', 'css', 'js'] }, deprecated: true },
  ],
  protocol: [
    { key: 'http2', control: toggle },
    { key: 'http2_origin', control: toggle },
    { key: 'http3', control: toggle },
    { key: 'websocket', control: toggle },
    { key: 'tls13', control: toggle },
    { key: 'hsts', control: toggle, confirmOn: true },
  ],
} as const satisfies Record<string, readonly EdgeSettingSpec[]>;

export type EdgePage = keyof typeof edgePages;

/** Every key of SPEC §3 is on exactly one page (tests/unit/cdn/edge-settings.test.ts holds this). */
export function pageOfSetting(key: EdgeSettingKey): EdgePage | undefined {
  return (Object.keys(edgePages) as EdgePage[]).find((page) =>
    (edgePages[page] as readonly EdgeSettingSpec[]).some((spec) => spec.key === key),
  );
}

/** Same value: arrays (auto-minify) compare as sets, the rest by identity. */
export function sameEdgeValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((value) => b.includes(value));
  }
  return Object.is(a, b);
}

export type EdgeValue = EdgeSettings[EdgeSettingKey];
