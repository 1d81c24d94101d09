import FakeTimers from '@sinonjs/fake-timers';

/**
 * For stories' play functions only (not exported by the package): a component's own clock,
 * faked so a story steps it to the millisecond instead of waiting in real time. Only
 * setTimeout and clearTimeout: React (MessageChannel) and the browser's frames keep running.
 * On this clock a story acts with fireEvent: user-event waits on setTimeout between the
 * steps of each action, which would never come.
 */
export const installClock = () =>
  FakeTimers.withGlobal(globalThis).install({ toFake: ['setTimeout', 'clearTimeout'] });

/** The next frame: lets React paint and run its effects, with no setTimeout. */
export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Waits, frame by frame, until `reached()` (at most 300 frames). */
export async function until(reached: () => boolean): Promise<void> {
  for (let frame = 0; frame < 300 && !reached(); frame += 1) await nextFrame();
}
