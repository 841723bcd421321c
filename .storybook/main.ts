import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../design-system/**/*.mdx', '../design-system/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest', '@storybook/addon-a11y'],
  core: { disableTelemetry: true },
};

export default config;
