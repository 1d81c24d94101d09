import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { GlobalStyle, THEME_ATTRIBUTE } from './GlobalStyle';
import { tokens, type ThemeMode } from './tokens';

export type RunwayThemeProviderProps = {
  /** Light or dark; changing it flips one attribute, components do not re-render. */
  mode?: ThemeMode;
  children?: ReactNode;
};

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
  return (
    <>
      <GlobalStyle />
      <StyledThemeRoot {...{ [THEME_ATTRIBUTE]: mode }}>{children}</StyledThemeRoot>
    </>
  );
}
