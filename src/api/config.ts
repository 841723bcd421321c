// Runtime configuration: /config.json names the base URL of each backend, so one build can point at the
// local server or at a real provider.

export interface ConsoleConfig {
  backends: {
    auth: string;
    main: string;
    [backend: string]: string;
  };
}

export const defaultConfig: ConsoleConfig = { backends: { auth: '/api/auth', main: '/api/main' } };

export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<ConsoleConfig> {
  try {
    const response = await fetchImpl('/config.json', { headers: { Accept: 'application/json' } });
    if (!response.ok) return defaultConfig;
    const body = (await response.json()) as Partial<ConsoleConfig>;
    return { backends: { ...defaultConfig.backends, ...(body.backends ?? {}) } };
  } catch {
    return defaultConfig;
  }
}
