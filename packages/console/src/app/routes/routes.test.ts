import { ROUTE_TABLE } from '@runway-live/domain';
import { describe, expect, it } from 'vitest';
import { COMING_SOON_ROUTES } from './comingSoon';
import { SCREENS } from './screens';

describe('the routes table', () => {
  it('gives every route of section 2 exactly one page: its screen or coming soon', () => {
    const comingSoon = new Set<string>(COMING_SOON_ROUTES);
    for (const { pattern } of ROUTE_TABLE) {
      const built = pattern in SCREENS;
      expect({ pattern, placed: built !== comingSoon.has(pattern) }).toEqual({
        pattern,
        placed: true,
      });
    }
  });

  it('lists nothing outside the routes table', () => {
    const known = new Set(ROUTE_TABLE.map((rule) => rule.pattern));
    const stray = [...COMING_SOON_ROUTES, ...Object.keys(SCREENS)].filter((p) => !known.has(p));
    expect(stray).toEqual([]);
  });
});
