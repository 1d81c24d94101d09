import { effectiveRole } from '@runway-live/domain/access';
import { useAtomValue } from 'jotai';
import { userAtom } from '../../state/session';

/**
 * Whether the signed-in person is the admin: staff decide applications, but only the admin
 * creates, edits, suspends and reactivates accounts. The server refuses the others as
 * well; this only hides the controls that would fail.
 */
export function useIsAdmin(): boolean {
  return effectiveRole(useAtomValue(userAtom)) === 'admin';
}
