import { consoleSide } from '@runway-live/domain/access';
import { useAtomValue } from 'jotai';
import { userAtom } from '../state/session';

/**
 * Whether the signed-in person writes admin-side resources (reference data …): admin and
 * staff do, designers read. The server refuses the writes as well; this only hides the
 * controls that would fail.
 */
export function useCanWrite(): boolean {
  return consoleSide(useAtomValue(userAtom)) === 'admin';
}
