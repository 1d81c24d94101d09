import { encryptBody } from '@runway-live/domain';

/**
 * The JSON text of `{ encryptBody }` for a body: what the client sends for `post(path, body)`,
 * made ahead (in a worker) for `postSealed`. Apart from the client so a worker can use it
 * without the HTTP client.
 */
export function sealedRequestText(body: unknown, envelopeSecret: string): string {
  return JSON.stringify({ encryptBody: encryptBody(body, envelopeSecret) });
}
