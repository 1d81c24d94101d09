/** The message embed.js listens for: the player's height, so the iframe fits it. */
export const SIZE_MESSAGE = 'runway-live:size';

export type SizeMessage = { type: typeof SIZE_MESSAGE; height: number };

type Observe = (element: Element, changed: () => void) => () => void;

const observeResize: Observe = (element, changed) => {
  const observer = new ResizeObserver(changed);
  observer.observe(element);
  return () => observer.disconnect();
};

/**
 * Tells the page that frames the player how tall the player is (`element`, the player's
 * root), now and on every change of its size, for embed.js to size the iframe. Nothing
 * when the player is not framed. The height is no secret: any page may hear it (`'*'`).
 * Returns the stop.
 */
export function reportSizeToParent(
  element: Element,
  view: Pick<Window, 'parent'> = window,
  observe: Observe = observeResize,
): () => void {
  const parent = view.parent;
  if (parent === view) return () => undefined;
  let last = -1;
  return observe(element, () => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    const message: SizeMessage = { type: SIZE_MESSAGE, height };
    parent.postMessage(message, '*');
  });
}
