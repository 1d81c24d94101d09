import { isThemePreference, type ThemePreference } from '@runway-live/ui';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/** Where the person's theme choice is kept (invented here: the spec names no such key). */
export const THEME_STORAGE_KEY = 'THEME';

/**
 * The stored choice, read on the first render (getOnInit) so a dark choice never
 * flashes light. Kept in the clear: a theme is no personal data.
 */
const storedThemeAtom = atomWithStorage<unknown>(THEME_STORAGE_KEY, 'system', undefined, {
  getOnInit: true,
});

/**
 * The person's theme: light, dark, or the system's setting (the default). A value
 * someone else left in storage counts as no choice.
 */
export const themePreferenceAtom = atom(
  (get): ThemePreference => {
    const stored = get(storedThemeAtom);
    return isThemePreference(stored) ? stored : 'system';
  },
  (_get, set, preference: ThemePreference) => set(storedThemeAtom, preference),
);
