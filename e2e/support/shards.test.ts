import { describe, expect, it } from 'vitest';
import { isInRunningShare, journeysOfShard, SPREAD_JOURNEYS, type Shard } from './shards';

const journeys = [
  { name: 'narrow.e2e.ts', size: 17_000 },
  { name: 'events.e2e.ts', size: 14_000 },
  { name: 'looks.e2e.ts', size: 9_000 },
  { name: 'audit.e2e.ts', size: 3_500 },
  { name: 'settings.e2e.ts', size: 1_400 },
];
const shards = (count: number): Shard[] =>
  Array.from({ length: count }, (_, index) => ({ index: index + 1, count }));

describe('the shard planner', () => {
  it('puts every journey in exactly one shard, and a spread journey in each', () => {
    const planned = shards(2).map((shard) => journeysOfShard(journeys, shard));
    expect(SPREAD_JOURNEYS).toContain('narrow.e2e.ts');
    for (const mine of planned) expect(mine).toContain('narrow.e2e.ts');
    const others = planned.flat().filter((name) => name !== 'narrow.e2e.ts');
    expect(others.sort()).toEqual(
      journeys
        .map((journey) => journey.name)
        .filter((name) => name !== 'narrow.e2e.ts')
        .sort(),
    );
    // Longest first to the lighter share: events alone, then looks, audit and settings.
    expect(planned[0]).toEqual(['events.e2e.ts', 'narrow.e2e.ts']);
  });

  it("gives each step of a spread journey's list to exactly one shard", () => {
    for (const count of [1, 2, 3]) {
      for (let step = 0; step < 10; step += 1) {
        const takers = shards(count).filter((shard) => isInRunningShare(step, shard));
        expect(takers).toHaveLength(1);
      }
    }
  });
});
