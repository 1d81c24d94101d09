import { describe, expect, it } from 'vitest';
import { chartChunkBudgets, checkBudget, type BuiltChunk, type PageBudget } from './budgets';

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

describe('the chart chunks', () => {
  const recharts =
    '/work/node_modules/.pnpm/recharts@3.2.1/node_modules/recharts/es6/chart/LineChart.js';
  const chunks: BuiltChunk[] = [
    { fileName: 'assets/chartTheme-B-cUR2CN.js', kb: 103.5, modules: [recharts] },
    { fileName: 'assets/OrdersReportScreen-CLkBAPNy.js', kb: 26.4, modules: [recharts] },
    {
      fileName: 'assets/index-Cq3xZ0aA.js',
      kb: 200,
      modules: ['/work/packages/console/src/main.tsx'],
    },
  ];
  const limits = { eachKb: 115, togetherKb: 148 };

  it('budgets each chunk that holds recharts, named without its hash, and them together', () => {
    expect(chartChunkBudgets(chunks, limits).map(checkBudget)).toEqual([
      {
        line: 'chart chunk assets/chartTheme.js (103.5 KB) is within the 115 KB budget.',
        breaches: [],
      },
      {
        line: 'chart chunk assets/OrdersReportScreen.js (26.4 KB) is within the 115 KB budget.',
        breaches: [],
      },
      { line: 'the 2 chart chunks together (129.9 KB) is within the 148 KB budget.', breaches: [] },
    ]);
  });

  it('fails a chart chunk over its budget, and the chunks together over theirs', () => {
    const grown = [
      { ...chunks[0]!, kb: 115.1 },
      { ...chunks[1]!, kb: 33 },
    ];
    expect(
      chartChunkBudgets(grown, limits).flatMap((budget) => checkBudget(budget).breaches),
    ).toEqual([
      'chart chunk assets/chartTheme.js (115.1 KB) is OVER the 115 KB budget.',
      'the 2 chart chunks together (148.1 KB) is OVER the 148 KB budget.',
    ]);
  });

  it('measures nothing in a build without recharts', () => {
    expect(chartChunkBudgets([chunks[2]!], limits)).toEqual([]);
  });
});
