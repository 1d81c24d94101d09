import { createGlobalStyle } from 'styled-components';
import { cssDeclarations, darkTheme, lightTheme, scales } from './tokens';

/** The attribute that picks a theme for an element and everything inside it. */
export const THEME_ATTRIBUTE = 'data-rl-theme';

/**
 * Declares every token as a custom property: scales on :root, light colours by default
 * and wherever `data-rl-theme="light"` is set, dark colours under `data-rl-theme="dark"`.
 * Switching themes flips one attribute; no component re-renders or regenerates CSS.
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${cssDeclarations(scales)}
  }

  :root,
  [${THEME_ATTRIBUTE}='light'] {
    ${cssDeclarations(lightTheme)}
    color-scheme: light;
  }

  [${THEME_ATTRIBUTE}='dark'] {
    ${cssDeclarations(darkTheme)}
    color-scheme: dark;
  }

  /* People who ask for less motion get instant transitions and still spinners' meaning. */
  @media (prefers-reduced-motion: reduce) {
    :root {
      --rl-motion-fast: 0ms;
      --rl-motion-normal: 0ms;
      --rl-motion-slow: 0ms;
    }
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  body {
    margin: 0;
  }
`;
