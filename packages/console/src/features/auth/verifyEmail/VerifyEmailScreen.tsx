import { DASHBOARD_PATH, LOGIN_PATH } from '@runway-live/domain';
import { Link, Spinner } from '@runway-live/ui';
import { useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { RouterLink } from '../../../app/RouterLink';
import { consoleConfig } from '../../../config';
import { signInAtom } from '../../../state/session';
import { AuthFrame } from '../AuthFrame';
import { useEmailVerification } from '../authApi';
import { appLink, mobilePlatform, openAppThenStore } from '../deepLinks';

/** The query value the wizard's verification mail carries (section 4). */
export const WEB_USER = 'webuser';
/** Section 4: the store fallback after the app link, 20 ms on iOS and 500 ms elsewhere. */
export const APP_FALLBACK_MS = { ios: 20, other: 500 } as const;

/** The page while a link is being verified or handed to the app: only a spinner (2.9). */
function Verifying({ children }: { children?: ReactNode }) {
  return (
    <AuthFrame title="Verifying your e-mail">
      {children}
      <Spinner label="Verifying your e-mail" />
    </AuthFrame>
  );
}

/**
 * Section 2.9 and 4: only a spinner. A web user (?user=webuser) is verified, signed in
 * and sent to the dashboard; anyone else is handed to the mobile app's link.
 */
export function VerifyEmailScreen() {
  const token = useParams().token ?? '';
  const [search] = useSearchParams();
  const isWebUser = search.get('user') === WEB_USER;
  if (isWebUser) return <WebUserVerification token={token} />;
  return (
    <Verifying>
      <AppHandOver token={token} />
    </Verifying>
  );
}

/**
 * A failed verification stops the spinner and shows the server's message once, with the
 * way out: there is no call to send a new verification mail, so the way is to login.
 */
function WebUserVerification({ token }: { token: string }) {
  const navigate = useNavigate();
  const signIn = useSetAtom(signInAtom);
  const { data, isError, error } = useEmailVerification(token);
  useEffect(() => {
    if (!data) return;
    signIn({ user: data.user, token: data.token });
    navigate(DASHBOARD_PATH, { replace: true });
  }, [data, signIn, navigate]);
  if (!isError) return <Verifying />;
  // Designed here: the spec shows only the spinner and gives no wording for a failure.
  return (
    <AuthFrame title="E-mail not verified">
      <p role="alert">{error.message}</p>
      <Link href={LOGIN_PATH} linkComponent={RouterLink}>
        Back to login
      </Link>
    </AuthFrame>
  );
}

function AppHandOver({ token }: { token: string }) {
  useEffect(() => {
    const platform = mobilePlatform();
    const ios = platform === 'iphone' || platform === 'ios';
    return openAppThenStore(
      appLink('verify-email', token),
      ios ? consoleConfig.mobile.iosAppUrl : consoleConfig.mobile.androidAppUrl,
      ios ? APP_FALLBACK_MS.ios : APP_FALLBACK_MS.other,
    );
  }, [token]);
  return null;
}

export { VerifyEmailScreen as Screen };
