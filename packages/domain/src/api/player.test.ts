import { describe, expect, it } from 'vitest';
import {
  publicWebEventGroupResponseSchema,
  publicWebEventResponseSchema,
  publicWebEventSchema,
  type PublicWebEvent,
} from './index';

const webEvent: PublicWebEvent = {
  _id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  title: 'Autumn show',
  description: 'The autumn collection',
  status: 'ended',
  posterUrl: null,
  streamUrl: null,
  replayUrl: '/demo/sample-show.mp4',
  captionsUrl: null,
  brandName: 'Vale',
  products: [
    {
      _id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      name: 'Wool coat',
      price: 249.5,
      currency: 'EUR',
      imageUrl: null,
      externalUrl: 'https://vale.test/coat',
      productId: null,
    },
  ],
  carouselTimes: [{ productId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', startSec: 0, endSec: 4 }],
};

describe("the player's public payload", () => {
  it('keeps exactly the fields the player shows and drops any other', () => {
    const parsed = publicWebEventSchema.parse({
      ...webEvent,
      designerId: 'a2c4e6f8-0000-4000-8000-000000000000',
      email: 'iris@vale.test',
      groupId: 'a2c4e6f8-0000-4000-8000-000000000001',
      products: [{ ...webEvent.products[0], status: 'active', webEventId: webEvent._id }],
    });
    expect(Object.keys(parsed).sort()).toEqual([
      '_id',
      'brandName',
      'captionsUrl',
      'carouselTimes',
      'description',
      'posterUrl',
      'products',
      'replayUrl',
      'status',
      'streamUrl',
      'title',
    ]);
    expect(Object.keys(parsed.products[0]!).sort()).toEqual([
      '_id',
      'currency',
      'externalUrl',
      'imageUrl',
      'name',
      'price',
      'productId',
    ]);
  });

  it('refuses a draft', () => {
    expect(publicWebEventSchema.safeParse({ ...webEvent, status: 'draft' }).success).toBe(false);
  });

  it('wraps a web event and a group in the success envelope', () => {
    expect(publicWebEventResponseSchema.parse({ success: true, data: webEvent }).data).toEqual(
      webEvent,
    );
    const group = publicWebEventGroupResponseSchema.parse({
      success: true,
      data: {
        _id: '6ba7b810-9dad-41d1-80b4-00c04fd430c8',
        name: 'Season',
        description: '',
        webEvents: [webEvent, { ...webEvent, _id: '6ba7b811-9dad-41d1-80b4-00c04fd430c8' }],
      },
    });
    expect(group.data.webEvents.map((event) => event._id)).toEqual([
      webEvent._id,
      '6ba7b811-9dad-41d1-80b4-00c04fd430c8',
    ]);
  });
});
