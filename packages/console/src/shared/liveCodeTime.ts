import type { LivePushedCode } from '@runway-live/domain/live';
import { parseInstant } from '@runway-live/domain/schemas';
import { countdownText } from '@runway-live/ui';

/** When a pushed code's window closes (ms), or null while it lasts as long as the show is live. */
export const expiryOf = (code: LivePushedCode): number | null =>
  code.expiresAt ? (parseInstant(code.expiresAt)?.getTime() ?? null) : null;

/** How long a pushed code is good for, in words: "14:59 left" or "While the show is live". */
export function codeTimeText(code: LivePushedCode, nowMs: number): string {
  const ends = expiryOf(code);
  return ends === null ? 'While the show is live' : `${countdownText(ends - nowMs).short} left`;
}
