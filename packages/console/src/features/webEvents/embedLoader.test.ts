import { afterEach, describe, expect, it } from 'vitest';
import SOURCE from '../../../public/embed.js?raw';
import { SIZE_MESSAGE } from '../../player/reportSize';

// The loader is a static file (public/embed.js) the server serves beside the console: its
// own text runs here, as a page's <script src=".../embed.js"> would.
const ORIGIN = 'https://live.example.test';
const PLAYER = `${ORIGIN}/web-event/video/0190f1c2-7a3b-7c4d-8e5f-0123456789ab/replay`;

/**
 * The brand's page the loader runs in: its iframes stay detached (a connected iframe would
 * load its page here), the page answers the loader's few questions of its document.
 */
class BrandPage extends EventTarget {
  readyState: DocumentReadyState = 'complete';
  frames: HTMLIFrameElement[] = [];
  constructor(readonly currentScript: { src: string }) {
    super();
  }
  querySelectorAll(selector: string) {
    return this.frames.filter((frame) => frame.matches(selector));
  }
  frame(src: string, width: number, marked = true): HTMLIFrameElement {
    const element = document.createElement('iframe');
    element.setAttribute('src', src);
    if (marked) element.setAttribute('data-runway-live-player', '');
    Object.defineProperty(element, 'clientWidth', { value: width, configurable: true });
    // A window of its own to tell its messages from the others'.
    Object.defineProperty(element, 'contentWindow', { value: { name: src } });
    this.frames.push(element);
    return element;
  }
}

const listeners: [string, EventListener][] = [];

function runLoader(page: BrandPage) {
  const add = window.addEventListener.bind(window);
  window.addEventListener = ((type: string, listener: EventListener) => {
    listeners.push([type, listener]);
    add(type, listener);
  }) as typeof window.addEventListener;
  try {
    new Function('document', SOURCE)(page);
  } finally {
    window.addEventListener = add as typeof window.addEventListener;
  }
}

function report(from: HTMLIFrameElement, height: unknown, origin = ORIGIN) {
  window.dispatchEvent(
    new MessageEvent('message', {
      // What the player posts (player/reportSize.ts), and heights it never sends.
      data: { type: SIZE_MESSAGE, height },
      origin,
      source: from.contentWindow,
    }),
  );
}

const brandPage = () => new BrandPage({ src: `${ORIGIN}/embed.js` });

afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
});

describe('embed.js, the one-line loader of the embed code', () => {
  it('is tiny', () => {
    expect(SOURCE.length).toBeLessThan(3000);
  });

  it("gives the player's iframes the page's width and a 16:9 height, products under the video on a narrow page", () => {
    const page = brandPage();
    const wide = page.frame(PLAYER, 960);
    const narrow = page.frame(PLAYER, 360);
    runLoader(page);
    expect(wide.style.width).toBe('100%');
    expect(wide.style.border).toMatch(/^0/);
    expect(wide.style.height).toBe('540px');
    expect(narrow.style.height).toBe(`${Math.round((360 * 9) / 16) + 320}px`);
  });

  it('waits for the page when it runs in its head', () => {
    const page = brandPage();
    page.readyState = 'loading';
    runLoader(page);
    const later = page.frame(PLAYER, 960);
    expect(later.style.height).toBe('');
    page.readyState = 'interactive';
    page.dispatchEvent(new Event('DOMContentLoaded'));
    expect(later.style.height).toBe('540px');
  });

  it('leaves iframes of other origins and unmarked ones alone', () => {
    const page = brandPage();
    const other = page.frame('https://elsewhere.example.test/web-event/video/x/replay', 960);
    const unmarked = page.frame(PLAYER, 960, false);
    runLoader(page);
    expect(other.style.height).toBe('');
    expect(unmarked.style.height).toBe('');
  });

  it('takes the height the player reports, from its own frame and origin only, within bounds', () => {
    const page = brandPage();
    const first = page.frame(PLAYER, 960);
    const second = page.frame(`${PLAYER}?second`, 960);
    runLoader(page);
    report(first, 812.4);
    expect(first.style.height).toBe('812px');
    expect(second.style.height).toBe('540px');
    report(second, 700, 'https://evil.example.test');
    expect(second.style.height).toBe('540px');
    report(second, 99_999);
    report(second, 'tall');
    expect(second.style.height).toBe('540px');
  });

  it('keeps the reported height when the page is resized, and guesses again for the others', () => {
    const page = brandPage();
    const reportedFrame = page.frame(PLAYER, 960);
    const other = page.frame(`${PLAYER}?other`, 960);
    runLoader(page);
    report(reportedFrame, 900);
    Object.defineProperty(other, 'clientWidth', { value: 640, configurable: true });
    window.dispatchEvent(new Event('resize'));
    expect(reportedFrame.style.height).toBe('900px');
    expect(other.style.height).toBe(`${360 + 320}px`);
  });
});
