import { createContext, useContext } from 'react';
import type { ThemePreference } from '@runway-live/ui';

/**
 * The person's theme choice and its setter, provided by AppProviders for the shell's
 * switch. A context rather than the atom itself: the shell's lazy chunk importing the
 * atom's module made the bundler split React out of the entry (about 1 KB more for
 * /auth/login, bench/bundle).
 */
export type ThemePreferenceControl = {
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
};

export const ThemePreferenceContext = createContext<ThemePreferenceControl>({
  preference: 'system',
  setPreference: () => undefined,
});

export const useThemePreference = () => useContext(ThemePreferenceContext);
