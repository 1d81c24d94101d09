import { describe, expect, it } from 'vitest';
import { matchPlayerPath, parsePlayerRoute } from './route';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe("the player's route", () => {
  it('plays a web event live or as a replay, and a group', () => {
    expect(parsePlayerRoute(`/web-event/video/${id}/live`)).toEqual({
      kind: 'web-event',
      id,
      mode: 'live',
    });
    expect(parsePlayerRoute(`/web-event/video/${id}/replay`)).toEqual({
      kind: 'web-event',
      id,
      mode: 'replay',
    });
    expect(parsePlayerRoute(`/web-event/video/${id}/group`)).toEqual({ kind: 'group', id });
    // A trailing slash is the same page.
    expect(parsePlayerRoute(`/web-event/video/${id}/group/`)).toEqual({ kind: 'group', id });
  });

  it('finds nothing for an unknown type, an id that is no id, or another path', () => {
    for (const path of [
      `/web-event/video/${id}/trailer`,
      `/web-event/video/${id}/LIVE`,
      '/web-event/video/not-an-id/live',
      `/web-event/video/${id}`,
      `/web-event/video/${id}/live/extra`,
      '/web-event/video/%E0%A4%A/live',
      '/',
      `/video/events/${id}`,
    ]) {
      expect(parsePlayerRoute(path)).toBeNull();
    }
  });

  it('is a table another public path can join', () => {
    const withLive = [
      {
        pattern: '/video/event/:event_id',
        route: (params: Readonly<Record<string, string>>) => ({
          kind: 'group' as const,
          id: params.event_id!,
        }),
      },
    ];
    expect(parsePlayerRoute(`/video/event/${id}`, withLive)).toEqual({ kind: 'group', id });
    expect(
      matchPlayerPath('/video/event/:event_id', `/video/event/${encodeURIComponent('a b')}`),
    ).toEqual({
      event_id: 'a b',
    });
  });

  it('opens a marketplace show’s live viewer page at /video/event/:event_id', () => {
    expect(parsePlayerRoute(`/video/event/${id}`)).toEqual({ kind: 'live-event', id });
    expect(parsePlayerRoute('/video/event/not-an-id')).toBeNull();
    expect(parsePlayerRoute(`/video/event/${id}/extra`)).toBeNull();
  });
});
