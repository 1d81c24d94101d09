import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { readLayers } from './readLayers';

/**
 * Answers that several calls share: the page that identical list calls read together
 * (lists/listPage.ts) goes to each of them as the same object, so its check against the
 * route's answer schema and its JSON are worked out once, not once per call
 * (bench/api/README.md, "Fourth pass"). A shared value is frozen all the way down first:
 * the JSON remembered for it can never go stale, and a handler that tried to change it
 * would throw instead of changing what the other calls send.
 */
const shared = new WeakSet<object>();

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const field of Object.values(value)) deepFreeze(field);
}

/** Marks `value` as shared by several calls; frozen from here on. */
export function share<T extends object>(value: T): T {
  deepFreeze(value);
  // Off (LAYER_SHARED_ANSWERS=off), still frozen, but answered and serialised per call.
  if (readLayers.sharedAnswers) shared.add(value);
  return value;
}

/**
 * A memo of answers by the object they are made from, for one kind of answer: the calls
 * that hold the same source object (one page, one session row of a turn) get one shared
 * answer. `build` must depend on `source` alone.
 */
export function answersBySource<Source extends object, Answer extends object>(): (
  source: Source,
  build: () => Answer,
) => Answer {
  const made = new WeakMap<Source, Answer>();
  return (source, build) => {
    if (!readLayers.sharedAnswers) return share(build());
    let answer = made.get(source);
    if (!answer) made.set(source, (answer = share(build())));
    return answer;
  };
}

const dataAnswers = answersBySource<object, { success: true; data: unknown }>();

/**
 * `{ success: true, data }`: the answer of a read. For shared data, every call gets the
 * same answer object, which is then serialised once.
 */
export function dataAnswer<T>(data: T): { success: true; data: T } {
  if (typeof data !== 'object' || data === null || !shared.has(data)) {
    return { success: true, data };
  }
  return dataAnswers(data, () => ({ success: true, data })) as { success: true; data: T };
}

/** `compile`, remembering what it made of each shared answer (per route and status). */
export function withSharedAnswers<Schema>(
  compile: FastifySerializerCompiler<Schema>,
): FastifySerializerCompiler<Schema> {
  return (route) => {
    const serialize = compile(route);
    const made = new WeakMap<object, string>();
    return (answer) => {
      if (typeof answer !== 'object' || answer === null || !shared.has(answer)) {
        return serialize(answer);
      }
      let json = made.get(answer);
      if (json === undefined) made.set(answer, (json = serialize(answer)));
      return json;
    };
  };
}
