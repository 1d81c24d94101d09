import { useAtomValue } from 'jotai';
import { tokenAtom, userAtom } from '../../state/session';
import { lazyElement } from './lazyElement';

// Each loads on first visit: a visitor's 404 does not carry the shell, nor login the 404.
const signedInNotFound = lazyElement(async () => ({
  default: (await import('../pages/SignedInNotFoundPage')).SignedInNotFoundPage,
}));
const visitorNotFound = lazyElement(async () => ({
  default: (await import('../pages/NotFoundPage')).StandaloneNotFoundPage,
}));

/**
 * Any path outside the routes table: inside the shell for a signed-in user (a token and a
 * user, as the guard requires), on its own for a visitor, who has no shell to show.
 */
export function NotFoundRoute() {
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  return token !== null && user !== null ? signedInNotFound : visitorNotFound;
}
