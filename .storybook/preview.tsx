import type { Decorator, Preview } from '@storybook/react-vite';
import { RunwayThemeProvider, type ThemeMode } from '../packages/ui/src/theme';

/**
 * Set by the story tests' dark browser instance (packages/ui/test/darkTheme.setup.ts), which
 * runs after this file is loaded: read it per render, not at import.
 */
const testTheme = () =>
  (globalThis as { __RUNWAY_STORY_THEME__?: ThemeMode }).__RUNWAY_STORY_THEME__;

/**
 * Every story sits in the provider; the toolbar's theme flips its data-rl-theme attribute.
 * Full-screen stories (the shell) get no margin, so they sit where a page puts them.
 */
const withTheme: Decorator = (Story, context) => (
  <RunwayThemeProvider mode={testTheme() ?? (context.globals.theme as ThemeMode)}>
    <div style={{ padding: context.parameters.layout === 'fullscreen' ? 0 : 'var(--rl-space-5)' }}>
      <Story />
    </div>
  </RunwayThemeProvider>
);

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    // The two widths every frame story is checked at (a story picks one through
    // `globals: { viewport: { value } }`; story tests run at 1200 px otherwise).
    viewport: {
      options: {
        mobile375: {
          name: 'Phone (375 px)',
          styles: { width: '375px', height: '812px' },
          type: 'mobile',
        },
        desktop1280: {
          name: 'Desktop (1280 px)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    // An axe violation fails the story's test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
