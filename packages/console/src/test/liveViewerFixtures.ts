import type { PublicEvent } from '@runway-live/domain/api';

/** The show of the live viewer page's tests. */
export const LIVE_EVENT_ID = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

/** A public show as GET /api/v2/public/events/:id answers it: scheduled, chat on. */
export function aPublicEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  return {
    _id: LIVE_EVENT_ID,
    title: 'Winter show',
    description: '',
    status: 'scheduled',
    scheduledAt: '2026-11-25T19:00:00.000Z',
    posterUrl: null,
    streamUrl: 'https://stream.test/live.m3u8',
    replayUrl: null,
    chatEnabled: true,
    brandName: 'Maison Aurore',
    ...overrides,
  };
}
