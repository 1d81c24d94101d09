import { API_ROUTES } from '@runway-live/domain/api';
import type { WebUserPayload } from '@runway-live/domain/payloads';
import { useApi } from '../../api/ApiProvider';
import { useSingleCall } from '../../api/useSingleCall';
import { useSubmit } from '../../api/useSubmit';
import { withResponseSchemas } from '../../api/withResponseSchemas';

/** The device type the console announces at login (section 1). */
export const DEVICE_TYPE = 'cms';
/** The role the forgot-password call sends (section 7). */
export const FORGOT_PASSWORD_ROLE = 'admin';

/**
 * The public auth calls of section 7, one hook each; pages hold no fetch code. These
 * screens run outside the signed-in area, where no QueryClient is provided, so they submit
 * through useSubmit (docs/decisions/0006-login-bundle-budget.md). Signed-in calls (change
 * password, profile) live with their screens and use react-query.
 */
export function useCheckEmail() {
  const api = useApi();
  return useSubmit(async (email: string) =>
    withResponseSchemas(
      () => api.post(API_ROUTES.checkEmail, { email }),
      (schemas, body) => schemas.successSchema.parse(body).success,
    ),
  );
}

/**
 * Section 8's login failure is one message: the login screen shows 'Invalid login' or the
 * server's message as its alert, so the call is silent (no second alert, no dialog).
 */
export function useLogin() {
  const api = useApi();
  return useSubmit(async (credentials: { email: string; password: string }) =>
    withResponseSchemas(
      () =>
        api.post(API_ROUTES.login, { ...credentials, device_type: DEVICE_TYPE }, { silent: true }),
      (schemas, body) => schemas.sessionResponseSchema.parse(body),
    ),
  );
}

export function useForgotPassword() {
  const api = useApi();
  return useSubmit(async (email: string) =>
    withResponseSchemas(
      () => api.post(API_ROUTES.forgotPassword, { email, role: FORGOT_PASSWORD_ROLE }),
      (schemas, body) => schemas.apiMessageSchema.parse(body),
    ),
  );
}

/** A new verification link for a register-wizard account that cannot sign in without it. */
export function useResendVerification() {
  const api = useApi();
  return useSubmit(async (email: string) =>
    withResponseSchemas(
      () => api.post(API_ROUTES.resendVerification, { email }),
      (schemas, body) => schemas.apiMessageSchema.parse(body),
    ),
  );
}

export function useRegisterWebUser() {
  const api = useApi();
  return useSubmit(async (payload: WebUserPayload) =>
    withResponseSchemas(
      // The wizard shows a failure itself: under the field it names, on that field's step.
      () => api.post(API_ROUTES.webUser, payload, { showsFailure: true }),
      (schemas, body) => schemas.apiMessageSchema.parse(body),
    ),
  );
}

/**
 * Verification links are single use: one call per link, shared by every mount. The
 * screen shows a failure itself, once, with its way out, so the call is silent.
 */
export function useEmailVerification(hashedEmailCode: string) {
  const api = useApi();
  return useSingleCall(`verify-email:${hashedEmailCode}`, async () =>
    withResponseSchemas(
      () => api.post(API_ROUTES.verifyEmail, { hashedEmailCode }, { silent: true }),
      (schemas, body) => schemas.sessionResponseSchema.parse(body),
    ),
  );
}

/**
 * The reset screen checks its token on load (section 2.8), once per token. The screen
 * shows a failure in place of the form, with a way to a new link, so the call is silent.
 */
export function useResetTokenCheck(token: string) {
  const api = useApi();
  return useSingleCall(`verify-token:${token}`, async () =>
    withResponseSchemas(
      () => api.post(API_ROUTES.verifyToken, { token }, { silent: true }),
      (schemas, body) => schemas.apiMessageSchema.parse(body),
    ),
  );
}

export function useResetPassword() {
  const api = useApi();
  return useSubmit(async (body: { password: string; token: string }) =>
    withResponseSchemas(
      () => api.post(API_ROUTES.resetPassword, body),
      (schemas, body) => schemas.sessionResponseSchema.parse(body),
    ),
  );
}
