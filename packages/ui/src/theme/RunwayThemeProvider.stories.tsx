import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { RunwayThemeProvider } from './RunwayThemeProvider';

const PREFERS_DARK = '(prefers-color-scheme: dark)';

/**
 * Stands in for the system's colour-scheme setting, which a test cannot change: the
 * provider's media query reads it, and `setSystemDark` flips it as a person would.
 */
function fakeSystemScheme(dark: boolean) {
  const real = window.matchMedia.bind(window);
  const listeners = new Set<EventListenerOrEventListenerObject>();
  let systemDark = dark;
  window.matchMedia = (query: string) => {
    if (query !== PREFERS_DARK) return real(query);
    return {
      media: query,
      get matches() {
        return systemDark;
      },
      onchange: null,
      addEventListener: (_type: string, listener: EventListenerOrEventListenerObject | null) => {
        if (listener) listeners.add(listener);
      },
      removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject | null) => {
        if (listener) listeners.delete(listener);
      },
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
  return {
    setSystemDark(next: boolean) {
      systemDark = next;
      const change = new Event('change');
      for (const listener of listeners) {
        if (typeof listener === 'function') listener(change);
        else listener.handleEvent(change);
      }
    },
    restore: () => {
      window.matchMedia = real;
    },
  };
}

let system: ReturnType<typeof fakeSystemScheme> | undefined;

const meta = {
  title: 'Foundations/ThemeProvider',
  component: RunwayThemeProvider,
  args: { mode: 'system', children: <Button>Save</Button> },
  render: (args) => (
    <div data-testid="root">
      <RunwayThemeProvider {...args} />
    </div>
  ),
} satisfies Meta<typeof RunwayThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const themeOf = (root: HTMLElement) =>
  root.querySelector('[data-rl-theme]')?.getAttribute('data-rl-theme');

export const FollowsTheSystem: Story = {
  beforeEach: () => {
    system = fakeSystemScheme(false);
    return () => system?.restore();
  },
  play: async ({ canvas }) => {
    const root = canvas.getByTestId('root');
    await expect(themeOf(root)).toBe('light');
    // The person turns their system dark: the console follows without a reload.
    system?.setSystemDark(true);
    await waitFor(() => expect(themeOf(root)).toBe('dark'));
    system?.setSystemDark(false);
    await waitFor(() => expect(themeOf(root)).toBe('light'));
  },
};

export const ChoiceWinsOverTheSystem: Story = {
  args: { mode: 'light' },
  beforeEach: () => {
    system = fakeSystemScheme(true);
    return () => system?.restore();
  },
  play: async ({ canvas }) => {
    const root = canvas.getByTestId('root');
    await expect(themeOf(root)).toBe('light');
    system?.setSystemDark(false);
    await expect(themeOf(root)).toBe('light');
  },
};

export const Dark: Story = {
  args: { mode: 'dark' },
  play: async ({ canvas }) => {
    await expect(themeOf(canvas.getByTestId('root'))).toBe('dark');
  },
};
