import { describe, expect, it } from 'vitest';
import { apiEventSchema } from '../api/events';
import { apiWebEventSchema } from '../api/webEvents';
import { EVENT_LIFECYCLE, eventCreateSchema, eventPatchSchema } from '../schemas/event';
import {
  WEB_EVENT_LIFECYCLE,
  webEventCreateSchema,
  webEventPatchSchema,
} from '../schemas/webEvents';
import { apiShowSchema } from './api';
import { showFields } from './fields';

const bad = {
  containerId: 'nope',
  title: '',
  timeZone: 'Mars/Olympus',
  durationMinutes: 0,
  streamUrl: 'ftp://x',
  replayUrl: 'ftp://x',
  chatEnabled: 'yes',
};

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('one show', () => {
  it('gives an event and a web event every show field, refused in the same words', () => {
    for (const field of Object.keys(showFields(false))) {
      expect(eventCreateSchema.shape).toHaveProperty(field);
      expect(webEventCreateSchema.shape).toHaveProperty(field);
    }
    const refused = messagesOf(eventCreateSchema.safeParse(bad));
    expect(Object.keys(refused).sort()).toEqual(Object.keys(bad).sort());
    expect(messagesOf(webEventCreateSchema.safeParse(bad))).toEqual(refused);
    expect(messagesOf(webEventPatchSchema.safeParse(bad))).toEqual(
      messagesOf(eventPatchSchema.safeParse(bad)),
    );
  });

  it('answers every show field for both kinds, each adding only its own', () => {
    const shared = Object.keys(apiShowSchema(EVENT_LIFECYCLE).shape);
    const own = (keys: string[]) => keys.filter((key) => !shared.includes(key)).sort();
    expect(own(Object.keys(apiEventSchema.shape))).toEqual(['lookIds', 'rehearsal']);
    expect(own(Object.keys(apiWebEventSchema.shape))).toEqual(['captionsUrl', 'embed', 'groupId']);
  });

  it('words each kind’s refused move with its own noun, from one rule', () => {
    expect(EVENT_LIFECYCLE.refusal('ended', 'live')).toBe('An event cannot go from ended to live.');
    expect(WEB_EVENT_LIFECYCLE.refusal('draft', 'live')).toBe(
      'A web event cannot go from draft to live.',
    );
    expect(WEB_EVENT_LIFECYCLE.refusal('draft', 'published')).toBeNull();
  });
});
