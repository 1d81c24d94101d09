import { ShellLayout } from '../ShellLayout';
import { SignedInArea } from '../SignedInArea';
import { NotFoundPage } from './NotFoundPage';

/** The 404 page inside the shell, as every other page of a signed-in user. */
export function SignedInNotFoundPage() {
  return (
    <SignedInArea>
      <ShellLayout>
        <NotFoundPage />
      </ShellLayout>
    </SignedInArea>
  );
}
