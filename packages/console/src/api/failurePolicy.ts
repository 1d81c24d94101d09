import { DASHBOARD_PATH, LOGIN_PATH, routePath } from '@runway-live/domain/access';
import { isApiCallError } from './ApiCallError';
import type { ApiFailure, CallOptions } from './createApiClient';

/** What the app can do about a failed call; wired to atoms and the router by ApiProvider. */
export type FailureEffects = {
  showErrorAlert: (text: string) => void;
  openErrorDialog: (message: string) => void;
  dropToken: () => void;
  /** Keeps why a session ended (a 401's message), for the sign-in page to say. */
  noteSessionEnded: (message: string) => void;
  navigate: (path: string) => void;
  /** The page the call was made from ('/event/add-event?x=1'): a 402 returns there. */
  currentPath: () => string;
};

/** The subscription page, knowing where to return once subscribed (`?from=`). */
export function subscriptionPageFrom(current: string): string {
  const page = routePath('subscription');
  if (current === page || current.startsWith(`${page}?`)) return current;
  return `${page}?${new URLSearchParams({ from: current }).toString()}`;
}

/**
 * The sign-in page, knowing the page to return to once signed in again (`?from=`); none
 * from a page of the sign-in flow itself. The route guard sends a signed-out visitor the
 * same way.
 */
export function loginPageFrom(current: string): string {
  // Already there (the route guard may have moved first): keep its `from`.
  if (current === LOGIN_PATH || current.startsWith(`${LOGIN_PATH}?`)) return current;
  if (current.startsWith('/auth/') || current === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ from: current }).toString()}`;
}

/**
 * Where the sign-in page goes once signed in: the `?from=` page loginPageFrom gave it (only a
 * page of this console, never another site), else the dashboard.
 */
export function returnPathAfterSignIn(search: string): string {
  const from = new URLSearchParams(search).get('from') ?? '';
  const ownPage = /^\/(?![/\\])/u.test(from) && !from.startsWith('/auth/');
  return ownPage ? from : DASHBOARD_PATH;
}

/**
 * Section 8: a 400 shows an alert and the error dialog with the server's message (else the
 * status text); a 401 clears the stored token and goes to the login page, which says why the
 * session ended (expired, suspended: the 401's message) and returns to the page once signed
 * in again (issue 27); a 402 goes to the
 * subscription page, which says why and returns to the page it came from once subscribed;
 * any other failure opens the error dialog. A 401 opens no dialog: the
 * login page is the whole answer, and a stale token at start-up should not greet the user
 * with an error.
 */
export function reactToFailure(failure: ApiFailure, effects: FailureEffects): void {
  switch (failure.status) {
    case 401:
      effects.noteSessionEnded(failure.message);
      effects.dropToken();
      effects.navigate(loginPageFrom(effects.currentPath()));
      return;
    case 402:
      effects.navigate(subscriptionPageFrom(effects.currentPath()));
      effects.openErrorDialog(failure.message);
      return;
    case 400:
      effects.showErrorAlert(failure.message);
      effects.openErrorDialog(failure.message);
      return;
    default:
      effects.openErrorDialog(failure.message);
  }
}

/** A network failure (no status) or a 5xx: worth trying again as it is. */
export function isRetryableStatus(status: number | undefined): boolean {
  return status === undefined || status >= 500;
}

/** A 401 or a 402: the session's answer (sign-out, subscription page), never a page's. */
export function isSessionFailure(status: number | undefined): boolean {
  return status === 401 || status === 402;
}

/**
 * Whether a failed call is reported to the app (section 8's alert, dialog, sign-out): not
 * when the call is silent, nor when its caller shows the failure itself (a page's loading
 * call that can be retried in place; a save or delete that is not a session failure).
 */
export function isReportedFailure(
  status: number | undefined,
  { silent = false, retryInPlace = false, showsFailure = false }: CallOptions = {},
): boolean {
  const shownByCaller =
    (retryInPlace && isRetryableStatus(status)) || (showsFailure && !isSessionFailure(status));
  return !silent && !shownByCaller;
}

/**
 * Whether a page shows the failure of its loading call in place, with a Retry: a network
 * failure, a 5xx, or an answer the page could not read. Any other failure was already
 * answered by section 8 (dialog, sign-out, subscription page), so the page adds nothing.
 */
export function showsInPlace(error: unknown): boolean {
  return !isApiCallError(error) || isRetryableStatus(error.status);
}
