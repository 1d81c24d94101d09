import type { FastifySerializerCompiler } from 'fastify';
import { isKeptPage } from '../lists/listPage';
import { readLayers } from './readLayers';

/**
 * Kept answers (decision 0010, layer `keptAnswers`, LAYER_KEPT_ANSWERS=off): a kept page of
 * reference data (lists/listPage.ts) is one frozen object, answered to every caller while
 * the reference data's version holds, so the answer that is nothing but that page
 * (`{ success: true, data: page }`, resources/answers.ts) is checked by its route's schema
 * and written once, and its text sent again. Each route's serializer keeps its own texts,
 * by the page, so a page dropped from the kept pages takes its text with it.
 */
export function keepingAnswers<Schema>(
  compile: FastifySerializerCompiler<Schema>,
): FastifySerializerCompiler<Schema> {
  return (route) => {
    const serialize = compile(route);
    const written = new WeakMap<object, string>();
    return (answer) => {
      const page = readLayers.keptAnswers ? keptPageOf(answer) : undefined;
      if (page === undefined) return serialize(answer);
      let text = written.get(page);
      if (text === undefined) {
        text = serialize(answer);
        written.set(page, text);
      }
      return text;
    };
  };
}

/** The kept page an answer is made of alone, if it is one (the kept pages' look first: cheap). */
function keptPageOf(answer: unknown): object | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { success, data } = answer as { success?: unknown; data?: unknown };
  if (!isKeptPage(data) || success !== true || Object.keys(answer).length !== 2) return undefined;
  return data as object;
}
