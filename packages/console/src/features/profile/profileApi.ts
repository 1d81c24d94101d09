import {
  apiMessageSchema,
  userResponseSchema,
  type UpdateUserRequest,
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
      updatedUserSchema.parse(await api.post('/api/v2/user/update-user', changes)),
  });
}

/** Settings: POST /api/user/change_password {oldpassword, newpassword}. */
export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: { oldpassword: string; newpassword: string }) =>
      apiMessageSchema.parse(await api.post('/api/user/change_password', body)),
  });
}
