export {
  tokens,
  scales,
  lightTheme,
  darkTheme,
  themes,
  cssVarName,
  cssDeclarations,
  type Tokens,
  type ThemeMode,
  type ThemeValues,
} from './tokens';
export { GlobalStyle, THEME_ATTRIBUTE } from './GlobalStyle';
export { RunwayThemeProvider, type RunwayThemeProviderProps } from './RunwayThemeProvider';
export { focusRing } from './focusRing';
export { visuallyHidden } from './visuallyHidden';
