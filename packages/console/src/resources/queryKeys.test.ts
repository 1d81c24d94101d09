import { describe, expect, it } from 'vitest';
import { createQueryKeys } from './queryKeys';

describe('createQueryKeys', () => {
  it('nests every key of a resource under the broader ones', () => {
    const keys = createQueryKeys('colors');
    expect(keys.all).toEqual(['colors']);
    expect(keys.lists()).toEqual(['colors', 'list']);
    expect(keys.list({ page: '2' })).toEqual(['colors', 'list', { page: '2' }]);
    expect(keys.details()).toEqual(['colors', 'detail']);
    expect(keys.detail('c-1')).toEqual(['colors', 'detail', 'c-1']);
    expect(keys.list({}).slice(0, 2)).toEqual(keys.lists());
    expect(keys.detail('c-1').slice(0, 2)).toEqual(keys.details());
  });
});
