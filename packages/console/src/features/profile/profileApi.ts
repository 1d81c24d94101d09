import {
  apiMessageSchema,
  userResponseSchema,
  type UpdateUserRequest,
  API_ROUTES,
} from '@runway-live/domain/api';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useApi } from '../../api/ApiProvider';

/** update-user answers the saved account with the server's confirmation. */
const updatedUserSchema = userResponseSchema.extend({ message: z.string() });

/**
 * Saves the signed-in account's own fields: POST /api/v2/user/update-user without a
 * user_id. A failure goes through the app's failure policy, which shows the server's
 * message.
 */
export function useUpdateProfile() {
  const api = useApi();
  return useMutation({
    mutationFn: async (changes: UpdateUserRequest) =>
      updatedUserSchema.parse(await api.post(API_ROUTES.updateUser, changes)),
  });
}

/** change_password revokes the earlier tokens and answers the session's fresh one. */
const passwordChangedSchema = apiMessageSchema.extend({ token: z.string() });

/**
 * Settings: POST /api/user/change_password {oldpassword, newpassword}. The screen shows a
 * refusal itself (a wrong current password under its field), once.
 */
export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: { oldpassword: string; newpassword: string }) =>
      passwordChangedSchema.parse(
        await api.post(API_ROUTES.changePassword, body, { showsFailure: true }),
      ),
  });
}
