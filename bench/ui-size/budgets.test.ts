import { describe, expect, it } from 'vitest';
import { checkComponentCost, COMPONENT_BUDGET_KB, COMPONENT_BUDGETS_KB } from './budgets';

describe("the ui's cost per component", () => {
  it('passes a component within the common budget', () => {
    expect(checkComponentCost({ component: 'Button', addedKb: 2.6 })).toEqual({
      line: '{ Button } (2.6 KB) is within the 15 KB budget.',
      breaches: [],
    });
  });

  it('fails a component one tenth of a KB over the common budget', () => {
    const verdict = checkComponentCost({ component: 'Button', addedKb: COMPONENT_BUDGET_KB + 0.1 });
    expect(verdict.breaches).toEqual(['{ Button } (15.1 KB) is OVER the 15 KB budget.']);
  });

  it('holds a named component to its own limit, not the common one', () => {
    expect(COMPONENT_BUDGETS_KB.TimeSeriesChart).toBe(137);
    expect(checkComponentCost({ component: 'TimeSeriesChart', addedKb: 124.4 }).breaches).toEqual(
      [],
    );
    expect(checkComponentCost({ component: 'TimeSeriesChart', addedKb: 137.2 }).breaches).toEqual([
      '{ TimeSeriesChart } (137.2 KB) is OVER the 137 KB budget.',
    ]);
  });
});
