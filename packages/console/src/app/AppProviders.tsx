import { RunwayThemeProvider } from '@runway-live/ui';
import { Provider as JotaiProvider, useAtom, type createStore } from 'jotai';
import type { ReactNode } from 'react';
import { themePreferenceAtom } from '../state/theme';
import { ThemePreferenceContext } from './themePreferenceContext';

type AppProvidersProps = { store: ReturnType<typeof createStore>; children: ReactNode };

/**
 * The design system in the person's theme (their choice, or their system's setting), and
 * the choice for the shell's switch.
 */
function ThemeByPreference({ children }: { children: ReactNode }) {
  const [preference, setPreference] = useAtom(themePreferenceAtom);
  return (
    <ThemePreferenceContext value={{ preference, setPreference }}>
      <RunwayThemeProvider mode={preference}>{children}</RunwayThemeProvider>
    </ThemePreferenceContext>
  );
}

/**
 * Client state (one jotai store) and the design system. Server state (react-query) is
 * provided by the signed-in area of the routes (SignedInArea), not here.
 */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <JotaiProvider store={store}>
      <ThemeByPreference>{children}</ThemeByPreference>
    </JotaiProvider>
  );
}
