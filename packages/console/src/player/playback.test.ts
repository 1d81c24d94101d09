import { describe, expect, it } from 'vitest';
import {
  groupQueueOf,
  jumpTargetOf,
  nextInQueue,
  productOnScreen,
  railProductsOf,
  videoSourceOf,
} from './playback';
import { aWebEvent, PLAYER_PRODUCT_IDS } from '../test/playerFixtures';

const [coat, dress, bag] = PLAYER_PRODUCT_IDS;

describe('what the video plays', () => {
  it('plays the stream live, the recording as a replay, and falls back to the other', () => {
    const live = aWebEvent({ status: 'live', streamUrl: '/live.m3u8' });
    expect(videoSourceOf(live, 'live')).toEqual({ url: '/live.m3u8', live: true });
    expect(videoSourceOf(live, 'replay')).toEqual({ url: '/demo/sample-show.mp4', live: false });
    // A live link to a show that has ended plays its replay.
    expect(videoSourceOf(aWebEvent({ streamUrl: '/live.m3u8' }), 'live')).toEqual({
      url: '/demo/sample-show.mp4',
      live: false,
    });
    expect(
      videoSourceOf(aWebEvent({ status: 'live', streamUrl: '/l.m3u8', replayUrl: null }), 'replay'),
    ).toEqual({
      url: '/l.m3u8',
      live: true,
    });
    expect(videoSourceOf(aWebEvent({ replayUrl: null }), 'replay')).toBeNull();
  });
});

describe('the carousel times during a replay', () => {
  it('highlights the product on screen, none between segments', () => {
    const { carouselTimes } = aWebEvent();
    expect(productOnScreen(carouselTimes, 0)).toBe(coat);
    expect(productOnScreen(carouselTimes, 4)).toBeNull();
    expect(productOnScreen(carouselTimes, 6)).toBe(dress);
    expect(productOnScreen(carouselTimes, 13)).toBe(coat);
    expect(productOnScreen([], 3)).toBeNull();
  });

  it("offers a jump to each product's first moment, in a replay only", () => {
    const event = aWebEvent();
    expect(railProductsOf(event, true).map((product) => [product.name, product.jumpTime])).toEqual([
      ['Wool coat', '0:00.000'],
      ['Silk dress', '0:06.000'],
      ['Leather bag', null],
    ]);
    expect(railProductsOf(event, false).every((product) => product.jumpTime === null)).toBe(true);
    expect(jumpTargetOf(event, dress)).toBe(6);
    expect(jumpTargetOf(event, bag)).toBeNull();
  });
});

describe('a group', () => {
  it('plays its web events in order, skipping those with nothing to play', () => {
    const first = aWebEvent({ _id: 'a' });
    const silent = aWebEvent({ _id: 'b', replayUrl: null });
    const live = aWebEvent({ _id: 'c', status: 'live', streamUrl: '/c.m3u8', replayUrl: null });
    const queue = groupQueueOf({
      _id: 'g',
      name: 'Season',
      description: '',
      webEvents: [first, silent, live],
    });
    expect(queue.map((event) => event._id)).toEqual(['a', 'c']);
    expect(nextInQueue(0, queue.length)).toBe(1);
    expect(nextInQueue(1, queue.length)).toBeNull();
    expect(nextInQueue(0, 0)).toBeNull();
  });
});
