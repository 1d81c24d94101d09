import {
  useLayoutEffect,
  useState,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import type { SegmentEdge } from './carouselTimeEditorModel';

export type DragTarget = SegmentEdge | 'playhead';

type TimelineDragOptions = {
  /** The track the pointer's position is read against. */
  trackRef: RefObject<HTMLElement | null>;
  /** The second under a pointer's x. */
  secondAt: (clientX: number) => number;
  onSeek: (sec: number) => void;
  setEdge: (index: number, edge: SegmentEdge, sec: number) => void;
  /** A segment's edge was taken: the segment becomes the selected one. */
  onSelect: (index: number) => void;
  disabled: boolean;
};

/** Dragging a segment's edge or the playhead with the pointer. */
export function useTimelineDrag({
  trackRef,
  secondAt,
  onSeek,
  setEdge,
  onSelect,
  disabled,
}: TimelineDragOptions) {
  // A drag follows the pointer on the window until it is let go, so it goes on past the
  // edge's own few pixels; the listeners are this render's, with its list.
  const [drag, setDrag] = useState<{ index: number; edge: DragTarget } | null>(null);
  useLayoutEffect(() => {
    if (!drag) return;
    const view = trackRef.current?.ownerDocument.defaultView ?? window;
    const move = (moved: PointerEvent) => {
      const sec = secondAt(moved.clientX);
      if (drag.edge === 'playhead') onSeek(sec);
      else setEdge(drag.index, drag.edge, sec);
    };
    const stop = () => setDrag(null);
    view.addEventListener('pointermove', move);
    view.addEventListener('pointerup', stop);
    view.addEventListener('pointercancel', stop);
    return () => {
      view.removeEventListener('pointermove', move);
      view.removeEventListener('pointerup', stop);
      view.removeEventListener('pointercancel', stop);
    };
  });

  /** The props that start a drag of segment `index`'s edge (index -1 for the playhead). */
  return (index: number, edge: DragTarget) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      if (disabled || event.button !== 0) return;
      event.stopPropagation();
      event.preventDefault();
      if (edge !== 'playhead') onSelect(index);
      setDrag({ index, edge });
    },
  });
}
