import { isUuid } from '@runway-live/domain/access';
import { PLAYER_HEARTBEAT_SEC, type PlayerEvent } from '@runway-live/domain/schemas';

/** Where the player keeps its anonymous viewer id (a random uuid) between visits. */
export const VIEWER_ID_KEY = 'runway-live.viewer-id';

type IdStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The viewer's anonymous id: the one kept in `storage`, else a new random one, kept. A
 * storage the page may not use (an embed whose third-party storage is blocked throws) gives
 * a fresh id for this page only.
 */
export function viewerIdOf(
  storage: () => IdStorage,
  newId: () => string = () => crypto.randomUUID(),
): string {
  try {
    const kept = storage().getItem(VIEWER_ID_KEY);
    if (isUuid(kept)) return kept;
    const id = newId();
    storage().setItem(VIEWER_ID_KEY, id);
    return id;
  } catch {
    return newId();
  }
}

export type ViewSessionOptions = {
  webEventId: string;
  viewerId: string;
  report: (event: PlayerEvent) => void;
  /** The page whose visibility opens and closes the session. */
  page?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  /** Where pagehide is heard. */
  view?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  now?: () => Date;
};

/**
 * A view session of one web event, as the reports count it: session-start, a heartbeat
 * every PLAYER_HEARTBEAT_SEC while the page is visible, session-end when the page is hidden
 * or left (pagehide), and a new session when it is visible again. Answers how to stop it,
 * which ends an open session.
 */
export function startViewSession({
  webEventId,
  viewerId,
  report,
  page = document,
  view = window,
  now = () => new Date(),
}: ViewSessionOptions): () => void {
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  const send = (type: 'session-start' | 'heartbeat' | 'session-end') =>
    report({ type, webEventId, viewerId, at: now().toISOString() });
  const open = () => {
    if (heartbeat !== null) return;
    send('session-start');
    heartbeat = setInterval(() => send('heartbeat'), PLAYER_HEARTBEAT_SEC * 1000);
  };
  const close = () => {
    if (heartbeat === null) return;
    clearInterval(heartbeat);
    heartbeat = null;
    send('session-end');
  };
  const onVisibility = () => (page.visibilityState === 'hidden' ? close() : open());
  page.addEventListener('visibilitychange', onVisibility);
  view.addEventListener('pagehide', close);
  if (page.visibilityState !== 'hidden') open();
  return () => {
    page.removeEventListener('visibilitychange', onVisibility);
    view.removeEventListener('pagehide', close);
    close();
  };
}
