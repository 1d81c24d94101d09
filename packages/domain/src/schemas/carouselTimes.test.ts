import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_TIMES_MAX,
  carouselTimesShapeSchema,
  carouselTimesSchema,
  firstCarouselTimeProblem,
  sortCarouselTimes,
} from './carouselTimes';

const DRESS = '0190a6d2-0000-7000-8000-000000000001';
const BLOUSE = '0190a6d2-0000-7000-8000-000000000002';
const STRANGER = '0190a6d2-0000-7000-8000-000000000003';
const products = [
  { id: DRESS, name: 'Silk Dress' },
  { id: BLOUSE, name: 'Linen Blouse' },
];
const entry = (productId: string, startSec: number, endSec: number) => ({
  productId,
  startSec,
  endSec,
});

describe('firstCarouselTimeProblem', () => {
  it('accepts a sorted list whose entries touch but do not overlap, a product shown twice', () => {
    const list = [entry(DRESS, 0, 4), entry(BLOUSE, 4, 9.5), entry(DRESS, 12, 20)];
    expect(firstCarouselTimeProblem(list, { products, durationSec: 20 })).toBe(null);
    expect(firstCarouselTimeProblem([])).toBe(null);
  });

  it('names the first overlapping entry by place and product', () => {
    const list = [entry(DRESS, 0, 5), entry(BLOUSE, 4.5, 8), entry(DRESS, 6, 7)];
    expect(firstCarouselTimeProblem(list, { products })).toEqual({
      index: 1,
      productId: BLOUSE,
      field: 'startSec',
      message:
        'Entry 2 (Linen Blouse) starts at 0:04.500, before Entry 1 (Silk Dress) ends (0:05.000): entries may not overlap.',
    });
  });

  it('refuses an unsorted list, naming the entry that comes too early', () => {
    const problem = firstCarouselTimeProblem([entry(DRESS, 10, 12), entry(BLOUSE, 2, 3)], {
      products,
    });
    expect(problem?.message).toBe(
      'Entry 2 (Linen Blouse) starts before Entry 1 (Silk Dress): list the entries in the order they start.',
    );
  });

  it('refuses an entry that does not end after it starts', () => {
    expect(firstCarouselTimeProblem([entry(DRESS, 3, 3)], { products })).toEqual({
      index: 0,
      productId: DRESS,
      field: 'endSec',
      message: 'Entry 1 (Silk Dress) ends at 0:03.000, which is not after its start (0:03.000).',
    });
  });

  it('refuses a negative start and a start that is not a number', () => {
    expect(firstCarouselTimeProblem([entry(DRESS, -1, 3)])?.message).toBe(
      `Entry 1 (${DRESS}) starts before the video (at 0 or later).`,
    );
    expect(firstCarouselTimeProblem([entry(DRESS, Number.NaN, 3)])?.field).toBe('startSec');
  });

  it('refuses an entry past the video when its length is known, and only then', () => {
    const list = [entry(DRESS, 18, 21)];
    expect(firstCarouselTimeProblem(list, { products, durationSec: 20 })?.message).toBe(
      'Entry 1 (Silk Dress) ends at 0:21.000, after the video ends (0:20.000).',
    );
    expect(firstCarouselTimeProblem(list, { products, durationSec: null })).toBe(null);
    expect(firstCarouselTimeProblem(list, { durationSec: Number.NaN })).toBe(null);
  });

  it('refuses a product that is not the event’s, named by its id, when the products are known', () => {
    const list = [entry(DRESS, 0, 1), entry(STRANGER, 1, 2)];
    expect(firstCarouselTimeProblem(list, { products })).toEqual({
      index: 1,
      productId: STRANGER,
      field: 'productId',
      message: `Entry 2 (${STRANGER}) is not a product of this event.`,
    });
    expect(firstCarouselTimeProblem(list)).toBe(null);
  });

  it('compares at the millisecond the columns keep', () => {
    // 4.0004 rounds to 4.000: it starts where the one before ends.
    expect(firstCarouselTimeProblem([entry(DRESS, 0, 4), entry(BLOUSE, 3.9996, 5)])).toBe(null);
  });
});

describe('carouselTimesSchema', () => {
  it('rounds seconds to the millisecond', () => {
    expect(carouselTimesShapeSchema.parse([entry(DRESS, 1.23456, 2.0004)])).toEqual([
      entry(DRESS, 1.235, 2),
    ]);
  });

  it('answers the first bad entry as the whole message', () => {
    const result = carouselTimesSchema({ products }).safeParse([
      entry(DRESS, 0, 5),
      entry(BLOUSE, 3, 6),
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [
        [],
        'Entry 2 (Linen Blouse) starts at 0:03.000, before Entry 1 (Silk Dress) ends (0:05.000): entries may not overlap.',
      ],
    ]);
  });

  it('refuses a bad shape naming the entry’s place and field', () => {
    const result = carouselTimesShapeSchema.safeParse([
      entry(DRESS, 0, 5),
      { productId: 'x', startSec: 5, endSec: 6 },
    ]);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [[1, 'productId'], 'Must be a valid id'],
    ]);
    expect(carouselTimesShapeSchema.safeParse([{ ...entry(DRESS, 0, 5), extra: 1 }]).success).toBe(
      false,
    );
    expect(
      carouselTimesShapeSchema.safeParse([entry(DRESS, 0, 86_401)]).error?.issues[0]?.message,
    ).toBe('Must be at most 86400 seconds');
  });

  it(`holds at most ${CAROUSEL_TIMES_MAX} entries`, () => {
    const list = Array.from({ length: CAROUSEL_TIMES_MAX + 1 }, (_, i) => entry(DRESS, i, i + 1));
    expect(carouselTimesShapeSchema.safeParse(list).error?.issues[0]?.message).toBe(
      'A show holds at most 500 carousel times.',
    );
    expect(carouselTimesShapeSchema.safeParse(list.slice(1)).success).toBe(true);
  });
});

describe('sortCarouselTimes', () => {
  it('sorts by start without changing the list it was given', () => {
    const list = [entry(DRESS, 5, 6), entry(BLOUSE, 1, 2)];
    expect(sortCarouselTimes(list).map((e) => e.startSec)).toEqual([1, 5]);
    expect(list[0]!.startSec).toBe(5);
  });
});
