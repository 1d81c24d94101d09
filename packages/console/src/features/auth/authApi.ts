import type { WebUserPayload } from '@runway-live/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { withResponseSchemas } from '../../api/withResponseSchemas';

/** The device type the console announces at login (section 1). */
export const DEVICE_TYPE = 'cms';
/** The role the forgot-password call sends (section 7). */
export const FORGOT_PASSWORD_ROLE = 'admin';

/** The auth calls of section 7, one mutation each; pages hold no fetch code. */
export function useCheckEmail() {
  const api = useApi();
  return useMutation({
    mutationFn: async (email: string) =>
      withResponseSchemas(
        () => api.post('/api/v2/auth/check_email', { email }),
        (schemas, body) => schemas.successSchema.parse(body).success,
      ),
  });
}

export function useLogin() {
  const api = useApi();
  return useMutation({
    mutationFn: async (credentials: { email: string; password: string }) =>
      withResponseSchemas(
        () => api.post('/api/auth/login', { ...credentials, device_type: DEVICE_TYPE }),
        (schemas, body) => schemas.sessionResponseSchema.parse(body),
      ),
  });
}

export function useForgotPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: async (email: string) =>
      withResponseSchemas(
        () => api.post('/api/auth/forgot-password', { email, role: FORGOT_PASSWORD_ROLE }),
        (schemas, body) => schemas.apiMessageSchema.parse(body),
      ),
  });
}

export function useRegisterWebUser() {
  const api = useApi();
  return useMutation({
    mutationFn: async (payload: WebUserPayload) =>
      withResponseSchemas(
        () => api.post('api/v2/auth/web-user', payload),
        (schemas, body) => schemas.apiMessageSchema.parse(body),
      ),
  });
}

/**
 * Verification links are single use: a query (not a mutation) so that a second mount,
 * as React's StrictMode does, shares the one call instead of spending the token twice.
 */
export function useEmailVerification(hashedEmailCode: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['auth', 'verify-email', hashedEmailCode],
    queryFn: async () =>
      withResponseSchemas(
        () => api.post('/api/auth/verify_email', { hashedEmailCode }),
        (schemas, body) => schemas.sessionResponseSchema.parse(body),
      ),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The reset screen checks its token on load (section 2.8). */
export function useResetTokenCheck(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['auth', 'verify-token', token],
    queryFn: async () =>
      withResponseSchemas(
        () => api.post('/api/auth/verify-token', { token }),
        (schemas, body) => schemas.apiMessageSchema.parse(body),
      ),
    staleTime: Infinity,
  });
}

export function useResetPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: { password: string; token: string }) =>
      withResponseSchemas(
        () => api.post('/api/auth/reset-password', body),
        (schemas, body) => schemas.sessionResponseSchema.parse(body),
      ),
  });
}

export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: { oldpassword: string; newpassword: string }) =>
      withResponseSchemas(
        () => api.post('/api/user/change_password', body),
        (schemas, body) => schemas.apiMessageSchema.parse(body),
      ),
  });
}
