import { describe, expect, it } from 'vitest';
import { API_PATHS, API_ROUTES, apiPath } from './paths';

describe('apiPath', () => {
  it('fills a pattern of the tables, encoding each parameter', () => {
    expect(apiPath(API_ROUTES.lookProducts, { id: 'a/b c' })).toBe(
      '/api/v2/looks/a%2Fb%20c/products',
    );
    expect(apiPath(`${API_PATHS.designers}/:id`, { id: '42' })).toBe('/api/v2/designers/42');
    expect(apiPath(API_ROUTES.checkEmail)).toBe('/api/v2/auth/check_email');
  });

  it('refuses, at compile time, a path typed by hand or a parameter left out', () => {
    // @ts-expect-error: not a path of the tables.
    expect(apiPath('/api/v2/looks/:id/items', { id: '1' })).toBe('/api/v2/looks/1/items');
    // @ts-expect-error: the pattern's `:id` is left out.
    expect(apiPath(API_ROUTES.eventMessages)).toBe('/api/v2/events//messages');
  });

  it('keeps every sub-path under its resource path', () => {
    expect(API_ROUTES.eventCarouselTimes.startsWith(`${API_PATHS.events}/`)).toBe(true);
    expect(API_ROUTES.webEventCarouselTimes.startsWith(`${API_PATHS.webEvents}/`)).toBe(true);
    expect(API_ROUTES.reportShow.startsWith(`${API_PATHS.reportEvents}/`)).toBe(true);
  });
});
