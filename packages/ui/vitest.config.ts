import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../scripts/source-resolve.mjs';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The stories that run a second time in the dark theme: the token pages and the components
 * whose colour pairs (surface, text, border, accent, status) the others are composed of.
 * Every story runs its play function and axe in the light theme; running all of them again
 * in the dark one doubled the ui project's time, and the token pairs' own contrast story
 * (docs/Contrast.stories.tsx) checks both themes directly. A component that brings a colour pair of its own
 * joins this list.
 */
const DARK_THEME_STORIES = [
  'theme',
  'docs',
  'Alert',
  'Badge',
  'Button',
  'Card',
  'charts',
  'Checkbox',
  'DataTable',
  'Dialog',
  'EmptyState',
  'Header',
  'IconButton',
  'Link',
  'LiveChat',
  'PageHeader',
  'Pagination',
  'PlayerLayout',
  'ProgressBar',
  'Select',
  'SideMenu',
  'StatusBadge',
  'Tabs',
  'TextField',
  'Toast',
].map((folder) => path.join(dirname, `src/${folder}/**/*.stories.tsx`));

// Every story is a test: its play function runs in Debian's Chromium, and an axe
// violation fails it (parameters.a11y.test = 'error' in .storybook/preview).
export default mergeConfig(
  sourceResolve,
  defineProject({
    plugins: [storybookTest({ configDir: path.join(dirname, '../../.storybook') })],
    test: {
      name: 'ui',
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions }),
        // Every story in the light theme, and DARK_THEME_STORIES again in the dark one.
        instances: [
          { browser: 'chromium' },
          {
            browser: 'chromium',
            name: 'ui (chromium, dark)',
            setupFiles: [path.join(dirname, 'test/darkTheme.setup.ts')],
            include: DARK_THEME_STORIES,
          },
        ],
      },
    },
  }),
);
