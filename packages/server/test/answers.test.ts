import { describe, expect, it } from 'vitest';
import { dataAnswer, share } from '../src/resources/answers';

describe('objects several calls hold (one page for the identical list calls of a turn)', () => {
  it('freezes a shared value all the way down, so no call can change what the others send', () => {
    const page = share({ items: [{ name: 'Red', sizes: ['S'] }], total: 1 });
    expect(Object.isFrozen(page)).toBe(true);
    expect(Object.isFrozen(page.items[0])).toBe(true);
    expect(Object.isFrozen(page.items[0]!.sizes)).toBe(true);
    expect(() => {
      (page.items[0] as { name: string }).name = 'Blue';
    }).toThrow(TypeError);
  });

  it('answers a read as { success: true, data }', () => {
    const page = share({ items: [], total: 0 });
    expect(dataAnswer(page)).toEqual({ success: true, data: page });
  });
});
