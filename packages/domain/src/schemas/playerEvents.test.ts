import { describe, expect, it } from 'vitest';
import { PLAYER_EVENT_TYPES, playerEventSchema } from './playerEvents';

const webEventId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const viewerId = '9b2d5c1e-3f4a-4b6c-8d7e-1a2b3c4d5e6f';
const productId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('player events', () => {
  it('takes a session event of each kind, with or without its instant', () => {
    for (const type of ['session-start', 'heartbeat', 'session-end'] as const) {
      expect(playerEventSchema.parse({ type, webEventId, viewerId })).toEqual({
        type,
        webEventId,
        viewerId,
      });
      const at = '2026-11-25T04:30:00.000Z';
      expect(playerEventSchema.parse({ type, webEventId, viewerId, at }).type).toBe(type);
    }
  });

  it('takes a product click naming its product', () => {
    const click = { type: 'product-click', webEventId, viewerId, productId };
    expect(playerEventSchema.parse(click)).toEqual(click);
    expect(
      playerEventSchema.safeParse({ type: 'product-click', webEventId, viewerId }).success,
    ).toBe(false);
  });

  it('refuses unknown types, ids that are not uuids, bad instants and extra fields', () => {
    const refused = [
      { type: 'play', webEventId, viewerId },
      { type: 'heartbeat', webEventId: 'x', viewerId },
      { type: 'heartbeat', webEventId, viewerId: 'a'.repeat(10_000) },
      { type: 'heartbeat', webEventId, viewerId, at: 'yesterday' },
      { type: 'heartbeat', webEventId, viewerId, extra: 'x'.repeat(100) },
      { type: 'product-click', webEventId, viewerId, productId: 'shirt' },
    ];
    for (const body of refused) expect(playerEventSchema.safeParse(body).success).toBe(false);
  });

  it('names every type it takes', () => {
    expect(PLAYER_EVENT_TYPES).toEqual([
      'session-start',
      'heartbeat',
      'session-end',
      'product-click',
    ]);
  });
});
