import { describe, expect, it, vi } from 'vitest';
import { reportSizeToParent, SIZE_MESSAGE } from './reportSize';

/** An element whose height the test sets, and an observer the test fires. */
function player(height: number) {
  const element = document.createElement('div');
  let current = height;
  element.getBoundingClientRect = () => ({ height: current }) as DOMRect;
  let changed = () => undefined as void;
  const stop = vi.fn();
  const observe = vi.fn((_element: Element, listener: () => void) => {
    changed = listener;
    return stop;
  });
  return {
    element,
    observe,
    stop,
    resize(next: number) {
      current = next;
      changed();
    },
  };
}

describe("the player's size, told to the page that frames it", () => {
  it('posts its height on every change of size, rounded up, once per height', () => {
    const parent = { postMessage: vi.fn() } as unknown as Window;
    const shown = player(0);
    const stop = reportSizeToParent(shown.element, { parent }, shown.observe);
    expect(shown.observe).toHaveBeenCalledWith(shown.element, expect.any(Function));
    shown.resize(612.2);
    shown.resize(613);
    shown.resize(900);
    expect(vi.mocked(parent.postMessage).mock.calls).toEqual([
      [{ type: SIZE_MESSAGE, height: 613 }, '*'],
      [{ type: SIZE_MESSAGE, height: 900 }, '*'],
    ]);
    stop();
    expect(shown.stop).toHaveBeenCalled();
  });

  it('says nothing when it is not framed', () => {
    const view = {} as { parent: Window };
    view.parent = view as unknown as Window;
    const shown = player(500);
    reportSizeToParent(shown.element, view, shown.observe);
    expect(shown.observe).not.toHaveBeenCalled();
  });
});
