import { decryptBody, encryptBody } from '@runway-live/domain/envelope';
import { vi } from 'vitest';
import { consoleConfig } from '../config';

export type FakeAnswer = { status?: number; body: unknown };
export type FakeHandler = (request: Request) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Replaces fetch with a table of `METHOD /path` handlers answering through the envelope,
 * as the server does. Returns the requests seen, in order.
 */
export function fakeServer(routes: Record<string, FakeHandler>) {
  const seen: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request.clone());
    const { pathname } = new URL(request.url);
    const handler = routes[`${request.method} ${pathname}`];
    const answer: FakeAnswer = handler
      ? await handler(request)
      : { status: 404, body: { success: false, message: 'Not found' } };
    return new Response(
      JSON.stringify({ encreptedData: encryptBody(answer.body, consoleConfig.envelopeSecret) }),
      { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { seen, fetchMock };
}

/** A list route's answer: `items` as the one page there is. */
export const pageAnswer = <Item>(items: Item[]): FakeAnswer => ({
  body: { success: true, data: { items, total: items.length, page: 1, limit: 20 } },
});

/** The plain body a request carried inside its `{ encryptBody }` envelope. */
export async function sentBody(request: Request | undefined): Promise<unknown> {
  const sealed = (await request?.clone().json()) as { encryptBody?: unknown } | undefined;
  const opened = decryptBody(sealed?.encryptBody, consoleConfig.envelopeSecret);
  return opened.ok ? opened.value : undefined;
}
