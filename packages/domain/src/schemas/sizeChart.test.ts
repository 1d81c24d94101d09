import { describe, expect, it } from 'vitest';
import { SIZE_CHART_KEY_PATTERN, sizeChartKeyOf } from './sizeChart';
import { TEXT_LIMITS } from './textLimits';

describe('sizeChartKeyOf', () => {
  it.each([
    ['Hats CM', 'hats-cm'],
    ['Women’s Alpha', 'womens-alpha'],
    ["  Men's shoes (EU) ", 'mens-shoes-eu'],
    ['Épaulettes – taille', 'epaulettes-taille'],
    ['Ring US 5.5', 'ring-us-5-5'],
    ['***', ''],
  ])('derives %j → %j', (name, key) => {
    expect(sizeChartKeyOf(name)).toBe(key);
  });

  it('always gives a key the schema takes, within its limit', () => {
    const key = sizeChartKeyOf(`${'Very long chart name '.repeat(5)}`);
    expect(key.length).toBeLessThanOrEqual(TEXT_LIMITS.sizeChart.key);
    expect(SIZE_CHART_KEY_PATTERN.test(key)).toBe(true);
  });
});
