import { describe, expect, it, vi } from 'vitest';
import {
  answersBySource,
  dataAnswer,
  share,
  withSharedAnswers,
} from '../src/resources/sharedAnswers';

describe('shared answers (one page for the identical list calls of a turn)', () => {
  it('freezes a shared value all the way down, so no call can change what the others send', () => {
    const page = share({ items: [{ name: 'Red', sizes: ['S'] }], total: 1 });
    expect(Object.isFrozen(page)).toBe(true);
    expect(Object.isFrozen(page.items[0])).toBe(true);
    expect(Object.isFrozen(page.items[0]!.sizes)).toBe(true);
    expect(() => {
      (page.items[0] as { name: string }).name = 'Blue';
    }).toThrow(TypeError);
  });

  it('gives every call the same answer for shared data, and a new one otherwise', () => {
    const page = share({ items: [], total: 0 });
    expect(dataAnswer(page)).toBe(dataAnswer(page));
    expect(dataAnswer(page)).toEqual({ success: true, data: page });
    const own = { items: [], total: 0 };
    expect(dataAnswer(own)).not.toBe(dataAnswer(own));
    expect(Object.isFrozen(dataAnswer(own))).toBe(false);
  });

  it('serialises a shared answer once per route, and any other answer every time', () => {
    const serialize = vi.fn((answer: unknown) => JSON.stringify(answer));
    const compile = withSharedAnswers(() => serialize);
    const route = compile({ schema: {}, method: 'GET', url: '/api/v2/colors', httpStatus: '200' });
    const shared = dataAnswer(share({ items: [{ name: 'Red' }], total: 1 }));
    expect(route(shared)).toBe('{"success":true,"data":{"items":[{"name":"Red"}],"total":1}}');
    expect(route(shared)).toBe(route(shared));
    expect(serialize).toHaveBeenCalledTimes(1);
    const plain = { success: true, data: { items: [], total: 0 } };
    route(plain);
    route(plain);
    expect(serialize).toHaveBeenCalledTimes(3);
  });

  it('makes one shared answer per source object (the session row the calls of a turn share)', () => {
    const answerOf = answersBySource<object, { success: true; user: { name: string } }>();
    const build = vi.fn(() => ({ success: true as const, user: { name: 'Ada' } }));
    const row = {};
    expect(answerOf(row, build)).toBe(answerOf(row, build));
    expect(build).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(answerOf(row, build).user)).toBe(true);
    expect(answerOf({}, build)).not.toBe(answerOf(row, build));
    expect(build).toHaveBeenCalledTimes(2);
  });
});
