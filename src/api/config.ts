// Runtime configuration: /config.json names the base URL of each backend, so one build can point at the
// local server or at a real provider. Missing entries fall back to the local server's mounts.

/** Every backend the console talks to (ARCHITECTURE §4). */
export const backendNames = [
  'auth',
  'main',
  'waf',
  'dns',
  'va',
  'sc',
  'log-export',
  'notification',
  'ddos',
  'certificate',
] as const;

export type BackendName = (typeof backendNames)[number];

/** Base URL per backend; a backend missing here is reached at the local server's mount. */
export interface ConsoleConfig {
  backends: { auth: string; main: string } & Partial<Record<BackendName, string>>;
}

/** The local server's mounts: `/api/<backend>`. */
export const defaultBackends = Object.fromEntries(
  backendNames.map((name) => [name, `/api/${name}`]),
) as Record<BackendName, string>;

export const defaultConfig: ConsoleConfig = { backends: defaultBackends };

export function baseUrlOf(config: ConsoleConfig, backend: BackendName): string {
  return config.backends[backend] ?? defaultBackends[backend];
}

function isStringMap(value: unknown): value is Record<string, string> {
  return (
    !!value &&
    typeof value === 'object' &&
    Object.values(value as Record<string, unknown>).every((v) => typeof v === 'string')
  );
}

export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<ConsoleConfig> {
  try {
    const response = await fetchImpl('/config.json', { headers: { Accept: 'application/json' } });
    if (!response.ok) return defaultConfig;
    const body = (await response.json()) as { backends?: unknown };
    const backends = isStringMap(body.backends) ? body.backends : {};
    return { backends: { ...defaultBackends, ...backends } };
  } catch {
    return defaultConfig;
  }
}
