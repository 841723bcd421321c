// The one place the WAF API key is used: calls from this server to the real provider's WAF API carry it in
// X-API-Key. The key comes from the server's settings (WAF_API_KEY, server/src/config.ts) and stays here: the
// console never sees it (it calls /api/waf, and this server adds the key upstream), and an upstream answer
// that echoes it has it redacted before anything of it can reach a response.
import { settingsFromEnv } from '../config.js';

export const WAF_API_KEY_HEADER = 'X-API-Key';
export const REDACTED = '[redacted]';

export interface WafUpstreamOptions {
  /** The WAF API's base URL (e.g. https://waf.example.net/api). */
  baseUrl: string;
  /** Defaults to the server's WAF_API_KEY setting. */
  apiKey?: string;
  fetch?: typeof globalThis.fetch;
}

export interface WafUpstreamAnswer {
  status: number;
  /** The answer's body, with the key redacted; upstream headers are never passed on. */
  body: unknown;
}

let processKey: string | undefined;

/** The server's key: WAF_API_KEY, or one random key for the life of the process when it is unset. */
export function serverWafApiKey(): string {
  processKey ??= settingsFromEnv().wafApiKey;
  return processKey;
}

/** `text` with every occurrence of `secret` replaced. */
export function redactSecret(text: string, secret: string): string {
  return secret ? text.split(secret).join(REDACTED) : text;
}

export function wafUpstream(options: WafUpstreamOptions) {
  const apiKey = options.apiKey ?? serverWafApiKey();
  const doFetch = options.fetch ?? globalThis.fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  /** Calls the upstream with the key; JSON bodies are sent as JSON. */
  async function call(
    method: string,
    path: string,
    init: { query?: Record<string, string>; body?: unknown } = {},
  ): Promise<WafUpstreamAnswer> {
    const url = new URL(`${base}${path.startsWith('/') ? path : `/${path}`}`);
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
    const headers = new Headers({ accept: 'application/json', [WAF_API_KEY_HEADER]: apiKey });
    if (init.body !== undefined) headers.set('content-type', 'application/json');
    const res = await doFetch(url, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = redactSecret(await res.text(), apiKey);
    let body: unknown = text;
    try {
      body = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      // Not JSON: the redacted text.
    }
    return { status: res.status, body };
  }

  return { call };
}
