import { useEffect, useState } from 'react';

export type ScrollEdges = {
  /** Content lies out of sight before the box's start (it was scrolled). */
  start: boolean;
  /** Content lies out of sight past the box's end. */
  end: boolean;
};

const NONE: ScrollEdges = { start: false, end: false };

/**
 * Which sides of a sideways-scrolling box hide content, followed through scrolls and
 * resizes, so the box can show a shadow on each side that has more. Pass the element
 * (a callback ref's value); null while it is not mounted.
 */
export function useScrollEdges(box: HTMLElement | null): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  useEffect(() => {
    if (!box) return;
    const update = () => {
      // scrollLeft is negative in a right-to-left box; its size is what matters.
      const scrolled = Math.abs(box.scrollLeft);
      const start = scrolled > 0;
      // One pixel of slack: zoomed pages give fractional widths.
      const end = scrolled + box.clientWidth < box.scrollWidth - 1;
      setEdges((old) => (old.start === start && old.end === end ? old : { start, end }));
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [box]);
  return edges;
}
