// The console's address as people reach it: PUBLIC_URL, default http://localhost:$PORT. Whatever names the
// console to the outside is built from it — links in mails, the redirect_uri given to identity providers,
// whether cookies are Secure — never from the request's Host or X-Forwarded-* headers, which any client
// writes as it likes (a forged Host would point a sign-in's redirect at the attacker's server).

/** PUBLIC_URL checked and normalised (no trailing slash); a value that is no http(s) origin stops the start. */
export function publicUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.PUBLIC_URL?.trim();
  const port = env.PORT?.trim() || '8080';
  return normalisePublicUrl(configured || `http://localhost:${port}`);
}

export function normalisePublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an http or https address, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must be an http or https address, not "${value}".`);
  if (url.username || url.password || url.search || url.hash)
    throw new Error(`PUBLIC_URL must hold no credentials, query or fragment: "${value}".`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** Cookies are Secure whenever people reach the console over https (a TLS proxy in front included). */
export function isHttpsUrl(publicUrl: string): boolean {
  return publicUrl.startsWith('https:');
}
