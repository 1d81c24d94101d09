import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../scripts/source-resolve.mjs';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

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
        // Every story twice: in the light theme, and in the dark one so axe checks both.
        instances: [
          { browser: 'chromium' },
          {
            browser: 'chromium',
            name: 'ui (chromium, dark)',
            setupFiles: [path.join(dirname, 'test/darkTheme.setup.ts')],
          },
        ],
      },
    },
  }),
);
