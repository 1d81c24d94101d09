// Visual regression of every story (issue 34). After a story's test has rendered it and run
// its play function, the page is compared with its committed baseline in both themes: light,
// then dark by flipping the theme attribute (how RunwayThemeProvider switches themes: one
// attribute, no re-render). Baselines live in test/visual/ (vitest.config.ts resolves the
// paths); `pnpm test:visual --update` rewrites them. A story whose test already failed is not
// photographed, so its own failure is the one reported.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { THEME_ATTRIBUTE } from '../src/theme/GlobalStyle';

/** No caret blinks in a picture. */
const FRAME_STYLE = `* { caret-color: transparent !important; }`;

/**
 * What is photographed: the story's own box (its canvas, the parent of the theme root), or
 * the whole page when something sits outside that box (a dialog in the top layer, a fixed
 * toast or shell). Most stories are a strip of the page: fewer pixels to take and compare.
 */
function subject(themed: readonly HTMLElement[]): HTMLElement {
  if (!document.getElementById('runway-visual-frame')) {
    const style = document.createElement('style');
    style.id = 'runway-visual-frame';
    style.textContent = FRAME_STYLE;
    document.head.append(style);
  }
  const canvas = themed[0]?.parentElement;
  const outside =
    document.querySelector('dialog[open]') !== null ||
    [...document.body.querySelectorAll('*')].some(
      // Storybook's own hidden wrappers are fixed too; only a shown element counts.
      (element) => getComputedStyle(element).position === 'fixed' && element.checkVisibility(),
    );
  return canvas && !outside ? canvas : document.body;
}

afterEach(async (context) => {
  if (context.task.result?.state === 'fail' || context.task.mode !== 'run') return;
  const themed = [...document.querySelectorAll<HTMLElement>(`[${THEME_ATTRIBUTE}]`)];
  const chosen = themed.map((element) => element.getAttribute(THEME_ATTRIBUTE));
  const photographed = page.elementLocator(subject(themed));
  try {
    for (const theme of ['light', 'dark'] as const) {
      for (const element of themed) element.setAttribute(THEME_ATTRIBUTE, theme);
      // Soft: the dark picture is compared (or, with --update, written) even when the light
      // one differs; either difference fails the story's test.
      await expect.soft(photographed).toMatchScreenshot(`${context.task.name}-${theme}`, {
        // Animations end (finite) or rest (infinite) before the picture is taken.
        screenshotOptions: { animations: 'disabled' },
      });
    }
  } finally {
    themed.forEach((element, index) => element.setAttribute(THEME_ATTRIBUTE, chosen[index]!));
  }
});
