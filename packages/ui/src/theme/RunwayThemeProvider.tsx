import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { GlobalStyle, THEME_ATTRIBUTE } from './GlobalStyle';
import { tokens, type ThemeMode, type ThemePreference } from './tokens';

export type RunwayThemeProviderProps = {
  /**
   * Light, dark, or 'system' to follow the person's system setting (prefers-color-scheme)
   * as it changes. Changing it flips one attribute; components do not re-render.
   */
  mode?: ThemePreference;
  children?: ReactNode;
};

const PREFERS_DARK = '(prefers-color-scheme: dark)';

/** The theme a preference stands for now: 'system' follows the system's setting. */
export function useResolvedTheme(preference: ThemePreference): ThemeMode {
  const systemDark = useMediaQuery(PREFERS_DARK);
  if (preference !== 'system') return preference;
  return systemDark ? 'dark' : 'light';
}

const StyledThemeRoot = styled.div`
  min-height: 100%;
  background: ${tokens.color.canvas};
  color: ${tokens.color.text};
  font-family: ${tokens.font.body};
  font-size: ${tokens.fontSize[3]};
  line-height: ${tokens.lineHeight.normal};
`;

/** Declares the tokens once and paints its children in the chosen theme. */
export function RunwayThemeProvider({ mode = 'light', children }: RunwayThemeProviderProps) {
  const theme = useResolvedTheme(mode);
  return (
    <>
      <GlobalStyle />
      <StyledThemeRoot {...{ [THEME_ATTRIBUTE]: theme }}>{children}</StyledThemeRoot>
    </>
  );
}
