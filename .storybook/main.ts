import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { sourceResolve } from '../scripts/source-resolve.mjs';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Stories run on the packages' TypeScript sources, not their builds.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { resolve: sourceResolve.resolve }),
};

export default config;
