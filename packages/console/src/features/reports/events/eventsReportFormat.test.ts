import { describe, expect, it } from 'vitest';
import { bandsOf, percent, watchTime } from './eventsReportFormat';

describe('the events report’s words', () => {
  it('writes watch time in minutes and seconds, and a share as a percentage', () => {
    expect(watchTime(45)).toBe('45 s');
    expect(watchTime(153)).toBe('2 min 33 s');
    expect(percent(0.6667)).toBe('66.7%');
  });

  it('starts a pushed product’s band at the minute it was pushed in, named by the products', () => {
    expect(
      bandsOf({
        bands: [
          {
            from: '2025-03-10T12:01:40.000Z',
            to: '2025-03-10T12:03:00.000Z',
            products: [
              { productId: 'a', name: 'Wool coat' },
              { productId: 'b', name: '' },
            ],
          },
        ],
      }),
    ).toEqual([
      {
        from: '2025-03-10T12:01:00.000Z',
        to: '2025-03-10T12:03:00.000Z',
        label: 'Pushed: Wool coat, a product',
      },
    ]);
  });
});
