import { formatMoment } from '@runway-live/domain';
import type { KeyboardEvent } from 'react';

/** How far an arrow key moves an edge or the playhead: a frame, or a second with Shift. */
function nudgeOf(event: KeyboardEvent, frame: number): number | null {
  const step = event.shiftKey || event.key.startsWith('Page') ? 1 : frame;
  switch (event.key) {
    case 'ArrowLeft':
    case 'ArrowDown':
    case 'PageDown':
      return -step;
    case 'ArrowRight':
    case 'ArrowUp':
    case 'PageUp':
      return step;
    default:
      return null;
  }
}

export type TimelineScale = {
  /** The timeline's last second. */
  end: number;
  /** One frame, in seconds: what an arrow key moves. */
  frame: number;
  disabled: boolean;
  /** The help text's id: every slider points at it. */
  helpId: string;
};

/**
 * A segment's edge or the playhead as a slider (WAI-ARIA slider pattern): its value read as
 * a moment, arrows a frame, Shift+arrows and Page keys a second, Home and End the ends.
 */
export function timelineSlider(
  scale: TimelineScale,
  value: number,
  name: string,
  move: (sec: number) => void,
) {
  return {
    role: 'slider' as const,
    tabIndex: scale.disabled ? -1 : 0,
    'aria-label': name,
    'aria-valuemin': 0,
    'aria-valuemax': Math.round(scale.end * 1000) / 1000,
    'aria-valuenow': Math.round(value * 1000) / 1000,
    'aria-valuetext': formatMoment(value),
    'aria-disabled': scale.disabled || undefined,
    'aria-describedby': scale.helpId,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (scale.disabled) return;
      const by = nudgeOf(event, scale.frame);
      if (by !== null) {
        event.preventDefault();
        event.stopPropagation();
        move(Math.max(0, value + by));
      } else if (event.key === 'Home') {
        event.preventDefault();
        move(0);
      } else if (event.key === 'End') {
        event.preventDefault();
        move(scale.end);
      }
    },
  };
}
