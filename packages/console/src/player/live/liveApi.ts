import { API_KEY_HEADER, type PublicEvent, apiPath, API_ROUTES } from '@runway-live/domain/api';
import { historyLoader } from '../../api/liveSocket';
import type { PublicRead } from '../publicApi';

/**
 * The live viewer page's calls: the public read of a show and its chat history. Plain
 * fetch with the API key and `X-Envelope: off`, as the player's own reads (publicApi.ts);
 * the history carries the viewer's token when they are signed in (a shadow-muted author
 * sees their own messages).
 */
export type LiveViewerApiOptions = {
  apiKey: string;
  /** The signed-in viewer's session token, if any. */
  token?: string | null;
  baseUrl?: string;
  fetch?: typeof fetch;
};

export function createLiveViewerApi({
  apiKey,
  token,
  baseUrl = '',
  fetch: send,
}: LiveViewerApiOptions) {
  const get = (path: string) =>
    (send ?? globalThis.fetch)(`${baseUrl}${path}`, {
      headers: {
        [API_KEY_HEADER]: apiKey,
        'X-Envelope': 'off',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });

  async function event(id: string): Promise<PublicRead<PublicEvent>> {
    try {
      const response = await get(apiPath(API_ROUTES.publicEvent, { id }));
      if (response.status === 404 || response.status === 400) return { status: 'not-found' };
      if (!response.ok) return { status: 'failed' };
      const body = (await response.json()) as { success?: boolean; data?: PublicEvent };
      return body.success === true && body.data
        ? { status: 'found', data: body.data }
        : { status: 'failed' };
    } catch {
      return { status: 'failed' };
    }
  }

  /** The chat history through the live client's loader; a failed call throws (it retries). */
  const history = historyLoader(async (path, query) => {
    const search = new URLSearchParams(query).toString();
    const response = await get(search ? `${path}?${search}` : path);
    if (!response.ok) throw new Error(`The chat history answered ${response.status}`);
    return response.json();
  });

  return { event, history };
}

export type LiveViewerApi = ReturnType<typeof createLiveViewerApi>;
