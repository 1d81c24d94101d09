import { describe, expect, it } from 'vitest';
import { checkBudget, type PageBudget } from './budgets';

const login: PageBudget = {
  page: '/auth/login',
  kb: 146.8,
  limitKb: 150,
  modules: ['/work/node_modules/react/index.js', '/work/packages/console/src/main.tsx'],
  forbidden: [{ module: /\/crypto-js\//, why: 'the envelope loads with the first call' }],
};

describe('the bundle budgets', () => {
  it('passes a page within its budget that loads nothing forbidden', () => {
    expect(checkBudget(login)).toEqual({
      line: '/auth/login (146.8 KB) is within the 150 KB budget.',
      breaches: [],
    });
  });

  it('fails a page one tenth of a KB over its budget', () => {
    const verdict = checkBudget({ ...login, kb: 150.1 });
    expect(verdict.line).toBe('/auth/login (150.1 KB) is OVER the 150 KB budget.');
    expect(verdict.breaches).toEqual([verdict.line]);
  });

  it('fails a page within its weight that loads a forbidden module, naming it and why', () => {
    const verdict = checkBudget({
      ...login,
      modules: [...login.modules, '/work/node_modules/crypto-js/aes.js'],
    });
    expect(verdict.breaches).toEqual([
      '/auth/login loads 1 module(s) matching /\\/crypto-js\\// (the envelope loads with the first call): /work/node_modules/crypto-js/aes.js',
    ]);
  });
});
