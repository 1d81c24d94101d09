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

/** The committed baselines of the visual check (test/visual.setup.ts), one tree per story file. */
const VISUAL_BASELINES = path.join(dirname, 'test/visual');

// Every story is a test: its play function runs in Debian's Chromium, an axe violation fails
// it (parameters.a11y.test = 'error' in .storybook/preview), and its page, light and dark,
// must match its baseline (test/visual.setup.ts).
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
        // A story's baseline differs when more than 0.1 % of its pixels do, each beyond
        // pixelmatch's colour threshold (anti-aliasing ignored): a changed padding, colour or
        // word fails, and nothing else does, since this machine renders the same bytes twice.
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
            resolveScreenshotPath: ({ root, testFileDirectory, testFileName, arg, ext }) =>
              path.join(
                VISUAL_BASELINES,
                path.relative(path.join(dirname, 'src'), path.resolve(root, testFileDirectory)),
                testFileName,
                `${arg}${ext}`,
              ),
          },
        },
        // Every story in the light theme, photographed light and dark there, and
        // DARK_THEME_STORIES again with the dark theme's axe check.
        instances: [
          { browser: 'chromium', setupFiles: [path.join(dirname, 'test/visual.setup.ts')] },
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
