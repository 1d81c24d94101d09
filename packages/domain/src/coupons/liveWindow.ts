/*
 * A code's live window (issue 32, decision 0052): how long a code is good for once it is
 * bound to a show live, either by the host's push or by the coupon's own "first N minutes"
 * (liveWindowMinutes). One rule for the checkout, the room state and the banner's countdown.
 */

/**
 * The longest live window: a day. Here, beside the window rule and free of the coupon
 * schemas, so the live protocol (and the design system's chat) can name it without them.
 */
export const COUPON_LIVE_WINDOW_MAX = 1440;

/** What the host picks when pushing a code: the show's whole live window, or its first N minutes. */
export const LIVE_CODE_WINDOW_KINDS = ['live', 'minutes'] as const;
export type LiveCodeWindowKind = (typeof LIVE_CODE_WINDOW_KINDS)[number];
export type LiveCodeWindow = { kind: 'live' } | { kind: 'minutes'; minutes: number };

/** The show the window counts on: its status now and when it last went live. */
export type LiveWindowShow = { status: string; wentLiveAt: Date | null };

export type LiveWindowState = {
  /** Before the show went live, while the window is open, or over. */
  state: 'notStarted' | 'open' | 'ended';
  /** When the window closes, or null while it lasts as long as the show is live. */
  endsAt: Date | null;
};

/**
 * The window's state at `now`. It opens when the show goes live; "first N minutes" closes N
 * minutes after that; every window closes when the show is no longer live, and at `closedAt`
 * (the host withdrew the push, or pushed another code) if that comes first.
 */
export function liveWindowState(
  window: LiveCodeWindow,
  show: LiveWindowShow | null | undefined,
  now: Date,
  closedAt: Date | null = null,
): LiveWindowState {
  // The live window needs only the show live; the first N minutes count from going live.
  const wentLiveAt = show?.wentLiveAt ?? null;
  if (!show || (wentLiveAt === null && (window.kind === 'minutes' || show.status !== 'live'))) {
    return { state: show?.status === 'ended' ? 'ended' : 'notStarted', endsAt: null };
  }
  let endsAt =
    window.kind === 'minutes' && wentLiveAt
      ? new Date(wentLiveAt.getTime() + window.minutes * 60_000)
      : null;
  if (closedAt && (endsAt === null || closedAt.getTime() < endsAt.getTime())) endsAt = closedAt;
  if (show.status !== 'live') {
    return { state: show.status === 'ended' || closedAt ? 'ended' : 'notStarted', endsAt };
  }
  if (endsAt && now.getTime() >= endsAt.getTime()) return { state: 'ended', endsAt };
  return { state: 'open', endsAt };
}
