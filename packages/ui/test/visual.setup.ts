// Visual regression of every story (issue 34). After a story's test has rendered it and run
// its play function, the page is compared with its committed baseline in both themes: light,
// then dark by flipping the theme attribute (how RunwayThemeProvider switches themes: one
// attribute, no re-render). Baselines live in test/visual/ (vitest.config.ts resolves the
// paths); `pnpm test:visual --update` rewrites them. A story whose test already failed is not
// photographed, so its own failure is the one reported.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { THEME_ATTRIBUTE } from '../src/theme/GlobalStyle';

/**
 * The page is photographed whole (dialogs in the top layer and fixed toasts sit outside the
 * story's box), at least one viewport tall so every baseline of a story has the same size;
 * no caret blinks.
 */
const FRAME_STYLE = `body { min-height: 100vh; } * { caret-color: transparent !important; }`;

function ensureFrameStyle(): void {
  if (document.getElementById('runway-visual-frame')) return;
  const style = document.createElement('style');
  style.id = 'runway-visual-frame';
  style.textContent = FRAME_STYLE;
  document.head.append(style);
}

afterEach(async (context) => {
  if (context.task.result?.state === 'fail' || context.task.mode !== 'run') return;
  ensureFrameStyle();
  const themed = [...document.querySelectorAll<HTMLElement>(`[${THEME_ATTRIBUTE}]`)];
  const chosen = themed.map((element) => element.getAttribute(THEME_ATTRIBUTE));
  try {
    for (const theme of ['light', 'dark'] as const) {
      for (const element of themed) element.setAttribute(THEME_ATTRIBUTE, theme);
      // Soft: the dark picture is compared (or, with --update, written) even when the light
      // one differs; either difference fails the story's test.
      await expect
        .soft(page.elementLocator(document.body))
        .toMatchScreenshot(`${context.task.name}-${theme}`, {
          // Animations end (finite) or rest (infinite) before the picture is taken.
          screenshotOptions: { animations: 'disabled' },
        });
    }
  } finally {
    themed.forEach((element, index) => element.setAttribute(THEME_ATTRIBUTE, chosen[index]!));
  }
});
