// Where the demo IdP lives, from the environment: shared by the seed (which configures "Demo IdP" for the
// demo tenant) and by main.ts (which runs it). DEMO_IDP=0 turns it off; DEMO_IDP_PORT moves it.
export const DEMO_IDP_ID = '00000000-0000-4000-8000-0000000d1d01';
export const DEMO_IDP_NAME = 'Demo IdP';
export const DEMO_IDP_HOST = '127.0.0.1';
export const DEMO_IDP_CLIENT_ID = 'console-demo';

export interface DemoIdpSettings {
  enabled: boolean;
  port: number;
  issuer: string;
  username: string;
  /** undefined → a random one, kept in DATA_DIR/demo-idp-password. */
  password: string | undefined;
}

export function demoIdpSettings(env: NodeJS.ProcessEnv = process.env): DemoIdpSettings {
  const port = Number(env.DEMO_IDP_PORT?.trim() || 8081);
  return {
    enabled: env.DEMO_IDP !== '0' && env.DEMO_IDP !== 'false',
    port,
    issuer: `http://${DEMO_IDP_HOST}:${port}`,
    username: env.DEMO_IDP_USER?.trim() || 'alice',
    password: env.DEMO_IDP_PASSWORD?.trim() || undefined,
  };
}
