import { useAtomValue } from 'jotai';
import { tokenAtom, userAtom } from '../../state/session';
import { ShellLayout } from '../ShellLayout';
import { SignedInArea } from '../SignedInArea';
import { NotFoundPage, StandaloneNotFoundPage } from './NotFoundPage';

/**
 * Any path outside the routes table: inside the shell for a signed-in user (a token and a
 * user, as the guard requires), on its own for a visitor, who has no shell to show.
 */
export function NotFoundScreen() {
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  if (token === null || user === null) return <StandaloneNotFoundPage />;
  return (
    <SignedInArea>
      <ShellLayout>
        <NotFoundPage />
      </ShellLayout>
    </SignedInArea>
  );
}
