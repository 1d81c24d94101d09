import {
  apiMessageSchema,
  validateAddressResponseSchema,
  type ValidateAddressRequest,
  API_ROUTES,
} from '@runway-live/domain/api';
import { type DesignerPayload } from '@runway-live/domain/payloads';
import { useApi } from '../../api/ApiProvider';
import { useSubmit } from '../../api/useSubmit';

/** The address check of the application form (sections 4 and 7); its failure is shown here. */
export function useValidateAddress() {
  const api = useApi();
  return useSubmit(async (address: ValidateAddressRequest) =>
    validateAddressResponseSchema.parse(
      await api.post(API_ROUTES.validateAddress, address, { silent: true }),
    ),
  );
}

/** The cropped profile image goes up through the one image upload (field `photos`). */

export function useRegisterDesigner() {
  const api = useApi();
  return useSubmit(async (payload: DesignerPayload) =>
    apiMessageSchema.parse(await api.post(API_ROUTES.registerDesigner, payload)),
  );
}
