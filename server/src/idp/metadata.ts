// OIDC discovery: fetch a provider's openid-configuration under the outbound policy and check it enough to
// rely on (issuer matches the address, endpoints are URLs). Failures are OutboundError with a reason the
// administrator can act on; handlers turn them into 400 at /body/metadata_url.
import { OutboundError, outboundFetch } from './outbound.js';
import type { OutboundPolicy } from './outbound.js';

const WELL_KNOWN = '/.well-known/openid-configuration';

/** The stored summary (schemas/iam/identity-provider.schema.json#/$defs/IdentityProviderMetadata). */
export interface IdpMetadata {
  protocol: 'oidc' | 'saml';
  issuer: string | null;
  authorization_endpoint: string | null;
  token_endpoint: string | null;
  userinfo_endpoint: string | null;
  jwks_uri: string | null;
  entity_id: string | null;
  sso_url: string | null;
  signing_certificate_expires_at: string | null;
  fetched_at: string;
}

export interface Discovery {
  /** The whole document, as openid-client's Configuration wants it. */
  document: Record<string, unknown> & { issuer: string };
  summary: IdpMetadata;
}

/** The discovery address for what an administrator typed: a .well-known URL as is, else issuer + WELL_KNOWN. */
export function discoveryUrl(metadataUrl: string): string {
  if (metadataUrl.includes('/.well-known/')) return metadataUrl;
  return metadataUrl.replace(/\/+$/, '') + WELL_KNOWN;
}

function endpoint(doc: Record<string, unknown>, name: string, required: boolean): string | null {
  const v = doc[name];
  if (v === undefined || v === null) {
    if (required) throw new OutboundError(`The discovery document has no ${name}.`);
    return null;
  }
  if (typeof v !== 'string' || v.length > 2048 || !/^https?:\/\//.test(v))
    throw new OutboundError(`The discovery document's ${name} is not a URL.`);
  return v;
}

export async function fetchDiscovery(
  metadataUrl: string,
  policy: OutboundPolicy,
  now: Date,
): Promise<Discovery> {
  const url = discoveryUrl(metadataUrl);
  const res = await outboundFetch(url, { headers: { accept: 'application/json' } }, policy);
  if (res.status !== 200) throw new OutboundError(`The provider answered ${res.status}.`);
  let doc: unknown;
  try {
    doc = JSON.parse(await res.text());
  } catch {
    throw new OutboundError('The answer is not a JSON discovery document.');
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc))
    throw new OutboundError('The answer is not a JSON discovery document.');
  const d = doc as Record<string, unknown>;
  const issuer = endpoint(d, 'issuer', true) as string;
  // OpenID Connect Discovery §4.3: the document must describe the issuer it was fetched for.
  if (issuer.replace(/\/+$/, '') + WELL_KNOWN !== url)
    throw new OutboundError('The issuer in the document does not match the address it was fetched from.');
  const summary: IdpMetadata = {
    protocol: 'oidc',
    issuer,
    authorization_endpoint: endpoint(d, 'authorization_endpoint', true),
    token_endpoint: endpoint(d, 'token_endpoint', true),
    userinfo_endpoint: endpoint(d, 'userinfo_endpoint', false),
    jwks_uri: endpoint(d, 'jwks_uri', false),
    entity_id: null,
    sso_url: null,
    signing_certificate_expires_at: null,
    fetched_at: now.toISOString(),
  };
  return { document: { ...d, issuer }, summary };
}

/** Recently fetched documents, so one sign-in (start, then callback) fetches discovery once. */
export class DiscoveryCache {
  private readonly entries = new Map<string, { at: number; value: Discovery }>();

  constructor(private readonly ttlMs = 5 * 60_000) {}

  async get(metadataUrl: string, policy: OutboundPolicy, now: Date): Promise<Discovery> {
    const hit = this.entries.get(metadataUrl);
    if (hit && now.getTime() - hit.at < this.ttlMs) return hit.value;
    const value = await fetchDiscovery(metadataUrl, policy, now);
    if (this.entries.size > 500) this.entries.clear();
    this.entries.set(metadataUrl, { at: now.getTime(), value });
    return value;
  }

  forget(metadataUrl: string): void {
    this.entries.delete(metadataUrl);
  }
}
