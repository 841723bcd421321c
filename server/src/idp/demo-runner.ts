// main.ts's side of the demo IdP: which origins the server may reach over http / loopback, and starting
// the provider (lazily imported) with its account. The password is DEMO_IDP_PASSWORD or a random one kept
// in DATA_DIR/demo-idp-password (0600), so it stays the same across restarts.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DEMO_IDP_ID, DEMO_IDP_NAME, demoIdpSettings } from './demo-settings.js';
import { tenantSlug } from './tenant-slug.js';

/** IDP_ALLOWED_ORIGINS (comma-separated, e.g. an internal Keycloak) plus the demo IdP when it runs. */
export function idpAllowedOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = (env.IDP_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((s) => {
      try {
        return [new URL(s).origin];
      } catch {
        return [];
      }
    });
  const demo = demoIdpSettings(env);
  return demo.enabled ? [...listed, demo.issuer] : listed;
}

function demoPassword(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'demo-idp-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = randomBytes(12).toString('base64url');
  fs.writeFileSync(file, password + '\n', { mode: 0o600 });
  return password;
}

export interface RunningDemoIdp {
  /** What to print with the other demo credentials. */
  text: string;
  close: () => Promise<void>;
}

export async function startDemoIdpFromEnv(server: {
  dataDir: string;
  host: string;
  port: number;
  /** The console's public URL: the redirect_uri the server gives (public-url.ts). */
  publicUrl: string;
  tenantName: string;
}): Promise<RunningDemoIdp | undefined> {
  const demo = demoIdpSettings();
  if (!demo.enabled) return undefined;
  const password = demoPassword(server.dataDir, demo.password);
  const hosts = new Set(['localhost', '127.0.0.1', server.host]);
  hosts.delete('0.0.0.0');
  hosts.delete('::');
  // The console at its public URL (the redirect_uri the server gives), as served by this server, and through
  // Vite's dev server (port 5173, started with PUBLIC_URL=http://localhost:5173).
  const redirectUris = [
    ...new Set([
      `${server.publicUrl}/${DEMO_IDP_ID}/callback`,
      ...[...hosts].flatMap((h) =>
        [server.port, 5173].map(
          (p) => `http://${h.includes(':') ? `[${h}]` : h}:${p}/${DEMO_IDP_ID}/callback`,
        ),
      ),
    ]),
  ];
  const { startDemoIdp } = await import('./demo-provider.js');
  const idp = await startDemoIdp({
    port: demo.port,
    redirectUris,
    account: {
      username: demo.username,
      password,
      email: `${demo.username}@demo-idp.example`,
      name: `${demo.username[0]?.toUpperCase() ?? ''}${demo.username.slice(1)} (Demo IdP)`,
    },
  });
  const text = [
    `Demo IdP at ${idp.issuer}: on the sign-in page enter the tenant "${tenantSlug(server.tenantName)}", choose`,
    `"Sign in with ${DEMO_IDP_NAME}", then sign in there as  ${demo.username}  ${password}`,
    `(password kept in ${path.join(server.dataDir, 'demo-idp-password')} unless DEMO_IDP_PASSWORD is set; DEMO_IDP=0 turns it off)`,
  ].join('\n');
  return { text, close: idp.close };
}
