import { describe, expect, it } from 'vitest';
import { carouselTimeAt, firstMoments, formatMoment } from './carouselMoments';

const list = [
  { productId: 'coat', startSec: 0, endSec: 4 },
  { productId: 'dress', startSec: 4, endSec: 8.5 },
  { productId: 'coat', startSec: 12, endSec: 15 },
];

describe('carousel moments', () => {
  it('finds the entry on screen: start included, end excluded, gaps empty', () => {
    expect(carouselTimeAt(list, 0)).toBe(0);
    expect(carouselTimeAt(list, 3.999)).toBe(0);
    expect(carouselTimeAt(list, 4)).toBe(1);
    expect(carouselTimeAt(list, 8.5)).toBe(-1);
    expect(carouselTimeAt(list, 13)).toBe(2);
    expect(carouselTimeAt(list, 15)).toBe(-1);
    expect(carouselTimeAt([], 1)).toBe(-1);
  });

  it("gives each product's first moment", () => {
    expect(firstMoments(list)).toEqual(
      new Map([
        ['coat', 0],
        ['dress', 4],
      ]),
    );
    expect(firstMoments([...list].reverse()).get('coat')).toBe(0);
  });

  it('writes a moment one way: minutes, seconds and milliseconds, hours when there are any', () => {
    expect(formatMoment(5.4)).toBe('0:05.400');
    expect(formatMoment(75)).toBe('1:15.000');
    expect(formatMoment(1 + 14 / 24)).toBe('0:01.583');
    expect(formatMoment(59.9996)).toBe('1:00.000');
    expect(formatMoment(3725.5)).toBe('1:02:05.500');
    expect(formatMoment(-1)).toBe('0:00.000');
    expect(formatMoment(Number.NaN)).toBe('0:00.000');
  });
});
