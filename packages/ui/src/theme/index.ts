export {
  tokens,
  scales,
  lightTheme,
  darkTheme,
  themes,
  cssVarName,
  cssDeclarations,
  isThemePreference,
  type Tokens,
  type ThemeMode,
  type ThemePreference,
  type ThemeValues,
} from './tokens';
export { GlobalStyle, THEME_ATTRIBUTE } from './GlobalStyle';
export { RunwayThemeProvider, type RunwayThemeProviderProps } from './RunwayThemeProvider';
export { focusRing, focusRingStyles } from './focusRing';
export { visuallyHidden } from './visuallyHidden';
export { media, container } from './media';
export { sectionTitleStyles, titleStyles } from './typography';
