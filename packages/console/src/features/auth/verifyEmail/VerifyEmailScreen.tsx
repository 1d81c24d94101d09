import { DASHBOARD_PATH } from '@runway-live/domain';
import { Spinner } from '@runway-live/ui';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { consoleConfig } from '../../../config';
import { signInAtom } from '../../../state/session';
import { AuthFrame } from '../AuthFrame';
import { useEmailVerification } from '../authApi';
import { appLink, mobilePlatform, openAppThenStore } from '../deepLinks';

/** The query value the wizard's verification mail carries (section 4). */
export const WEB_USER = 'webuser';
/** Section 4: the store fallback after the app link, 20 ms on iOS and 500 ms elsewhere. */
export const APP_FALLBACK_MS = { ios: 20, other: 500 } as const;

/**
 * Section 2.9 and 4: only a spinner. A web user (?user=webuser) is verified, signed in
 * and sent to the dashboard; anyone else is handed to the mobile app's link.
 */
export function VerifyEmailScreen() {
  const token = useParams().token ?? '';
  const [search] = useSearchParams();
  const isWebUser = search.get('user') === WEB_USER;
  return (
    <AuthFrame title="Verifying your e-mail">
      {isWebUser ? <WebUserVerification token={token} /> : <AppHandOver token={token} />}
      <Spinner label="Verifying your e-mail" />
    </AuthFrame>
  );
}

function WebUserVerification({ token }: { token: string }) {
  const navigate = useNavigate();
  const signIn = useSetAtom(signInAtom);
  const { data, isError, error } = useEmailVerification(token);
  useEffect(() => {
    if (!data) return;
    signIn({ user: data.user, token: data.token });
    navigate(DASHBOARD_PATH, { replace: true });
  }, [data, signIn, navigate]);
  return isError ? <p role="alert">{error.message}</p> : null;
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
