import {
  apiMessageSchema,
  uploadResponseSchema,
  validateAddressResponseSchema,
  type DesignerPayload,
  type ValidateAddressRequest,
} from '@runway-live/domain';
import { useApi } from '../../api/ApiProvider';
import { useSubmit } from '../../api/useSubmit';

/** The address check of the application form (sections 4 and 7); its failure is shown here. */
export function useValidateAddress() {
  const api = useApi();
  return useSubmit(async (address: ValidateAddressRequest) =>
    validateAddressResponseSchema.parse(
      await api.post('/api/v2/order/validate_address', address, { silent: true }),
    ),
  );
}

/**
 * The cropped profile image goes up as multipart field `photos`; the answer names it.
 * Not a submit: every crop is its own upload, none shares the answer of an earlier one.
 */
export function useUploadProfileImage() {
  const api = useApi();
  return {
    mutateAsync: async (image: File) => {
      const form = new FormData();
      form.append('photos', image, image.name);
      return uploadResponseSchema.parse(await api.upload('/api/v2/auth/upload', form)).name;
    },
  };
}

export function useRegisterDesigner() {
  const api = useApi();
  return useSubmit(async (payload: DesignerPayload) =>
    apiMessageSchema.parse(await api.post('/api/auth/register-designer', payload)),
  );
}
