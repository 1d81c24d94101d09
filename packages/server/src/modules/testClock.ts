import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ADMIN } from '../plugins/access';

/**
 * A clock a journey can move instead of waiting (TEST_CLOCK=1, refused in production): the
 * notifications' "now", the scheduler's and the routes' alike, ahead of the system clock
 * by what was asked so far.
 */
export type TestClock = { now: () => Date; advance: (ms: number) => Date };

export function createTestClock(): TestClock {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  return {
    now,
    advance: (ms) => {
      offsetMs += ms;
      return now();
    },
  };
}

const DAY_MS = 86_400_000;

/**
 * POST /api/test/clock `{ advanceMs }` (admin): moves the test clock forward, then has the
 * scheduler look at once, so a notification scheduled a minute ahead goes out now.
 * Registered only with TEST_CLOCK=1.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; clock: TestClock }> = async (
  app,
  { ctx, clock },
) => {
  app.post(
    '/api/test/clock',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['test'],
        summary: 'Move the test clock forward (TEST_CLOCK=1 only)',
        body: z.strictObject({
          advanceMs: z
            .number()
            .int()
            .min(1)
            .max(30 * DAY_MS),
        }),
        response: { 200: z.object({ success: z.literal(true), now: z.string() }) },
      },
    },
    async (request) => {
      const now = clock.advance(request.body.advanceMs);
      await ctx.notifications.flush();
      return { success: true as const, now: now.toISOString() };
    },
  );
};
