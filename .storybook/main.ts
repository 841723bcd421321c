import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/**
 * Storybook builds with the console's vite.config.ts, but its output is not the console's production bundle:
 * plugins that shape or ship that bundle (the /login chunk grouping, the .gz/.br twins for the console server)
 * must not run here. A plugin of that kind added to vite.config.ts is named here too.
 */
const CONSOLE_BUNDLE_PLUGINS = ['login-chunk', 'precompress'];

async function withoutPlugins(plugins: PluginOption[], names: string[]): Promise<PluginOption[]> {
  const kept: PluginOption[] = [];
  for (const p of await Promise.all(plugins)) {
    if (Array.isArray(p)) kept.push(await withoutPlugins(p, names));
    else if (!(p && typeof p === 'object' && 'name' in p && names.includes(p.name))) kept.push(p);
  }
  return kept;
}

const config: StorybookConfig = {
  stories: ['../design-system/**/*.mdx', '../design-system/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest', '@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  viteFinal: async (vite) => ({
    ...vite,
    plugins: await withoutPlugins(vite.plugins ?? [], CONSOLE_BUNDLE_PLUGINS),
  }),
};

export default config;
