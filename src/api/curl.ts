// "Copy as curl": the request the console's client would send for a GET, as a shell command — the backend's
// base URL from the runtime config, the scope headers the middleware adds (X-Resource-Group-Id, X-Project-Id),
// and a $TOKEN placeholder instead of the bearer token, which never leaves the session.
import { apiBaseUrl } from './client';
import type { BackendName } from './config';
import { getProjectId, getResourceGroupId } from './session';

/** One shell word in single quotes (a quote inside becomes '\''). */
export function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

export interface CurlRequest {
  backend: BackendName;
  /** The API path with its parameters filled in, e.g. "/cdn/sites/1f…". */
  path: string;
  /** Resolves a relative base URL ("/api/main"); default: the page's origin. */
  origin?: string;
}

export function curlCommand({ backend, path, origin }: CurlRequest): string {
  const base = apiBaseUrl(backend).replace(/\/+$/, '');
  const url = new URL(
    `${base}${path}`,
    origin ?? globalThis.location?.origin ?? 'http://localhost',
  ).toString();
  // Double quotes so a shell expands $TOKEN from the environment; the scope ids are plain uuids.
  const headers = [`-H "Authorization: Bearer $TOKEN"`, `-H ${shellQuote('Accept: application/json')}`];
  const group = getResourceGroupId();
  if (group) headers.push(`-H ${shellQuote(`X-Resource-Group-Id: ${group}`)}`);
  const project = getProjectId();
  if (project) headers.push(`-H ${shellQuote(`X-Project-Id: ${project}`)}`);
  return [`curl ${shellQuote(url)}`, ...headers].join(' \\\n  ');
}
