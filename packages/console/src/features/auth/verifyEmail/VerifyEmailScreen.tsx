import { DASHBOARD_PATH, LOGIN_PATH, roleSide } from '@runway-live/domain/access';
import { Link, Spinner } from '@runway-live/ui';
import { useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { RouterLink } from '../../../shared/RouterLink';
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
 * and sent to the dashboard; anyone else is handed to the mobile app's link on a phone.
 * A computer has no app to open (its store fallback would be a dead end), so there the
 * console verifies the link itself and shows the result.
 */
export function VerifyEmailScreen() {
  const token = useParams().token ?? '';
  const [search] = useSearchParams();
  const isWebUser = search.get('user') === WEB_USER;
  if (isWebUser || mobilePlatform() === 'other') return <ConsoleVerification token={token} />;
  return (
    <Verifying>
      <AppHandOver token={token} />
    </Verifying>
  );
}

/**
 * A console account is signed in and sent to the dashboard. A shopper (an account of the
 * mobile apps) is told its address is verified. A failed verification stops
 * the spinner and shows the server's message once, with the way out: there is no call to
 * send a new verification mail, so the way is to login.
 */
function ConsoleVerification({ token }: { token: string }) {
  const navigate = useNavigate();
  const signIn = useSetAtom(signInAtom);
  const { data, isError, error } = useEmailVerification(token);
  // The console login refuses shoppers (the apps' accounts): no console session for them.
  const consoleAccount = data ? roleSide(data.user) !== 'shopper' : false;
  useEffect(() => {
    if (!data || !consoleAccount) return;
    void signIn({ user: data.user, token: data.token }).then(() =>
      navigate(DASHBOARD_PATH, { replace: true }),
    );
  }, [data, consoleAccount, signIn, navigate]);
  if (data && !consoleAccount) {
    // Designed here: the spec has no desktop page for an app account's link.
    return (
      <AuthFrame title="E-mail verified">
        <p role="status">Your e-mail address is verified. Sign in from the Runway Live app.</p>
      </AuthFrame>
    );
  }
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
