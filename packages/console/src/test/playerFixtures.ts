import type { PublicWebEvent } from '@runway-live/domain/api';

export const PLAYER_PRODUCT_IDS = [
  '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  '6ba7b810-9dad-41d1-80b4-00c04fd430c8',
  '6ba7b811-9dad-41d1-80b4-00c04fd430c8',
] as const;
const [coat, dress, bag] = PLAYER_PRODUCT_IDS;

/** A published web event as the public read answers it: three products, two on screen. */
export function aWebEvent(overrides: Partial<PublicWebEvent> = {}): PublicWebEvent {
  return {
    _id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    title: 'Autumn show',
    description: '',
    status: 'ended',
    posterUrl: null,
    streamUrl: null,
    replayUrl: '/demo/sample-show.mp4',
    captionsUrl: null,
    brandName: 'Vale',
    products: [coat, dress, bag].map((_id, index) => ({
      _id,
      name: ['Wool coat', 'Silk dress', 'Leather bag'][index]!,
      price: 100 + index,
      currency: 'EUR',
      imageUrl: null,
      externalUrl: `https://vale.test/${index}`,
      productId: null,
    })),
    carouselTimes: [
      { productId: coat, startSec: 0, endSec: 4 },
      { productId: dress, startSec: 6, endSec: 10 },
      { productId: coat, startSec: 12, endSec: 15.5 },
    ],
    ...overrides,
  };
}
