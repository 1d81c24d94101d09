import { paymentLinkResponseSchema, API_ROUTES } from '@runway-live/domain/api';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';

/**
 * Connect (section 2.10 and 7): GET api/v2/auth/stripe?designerId=… answers connectUri
 * (onboarding, opened in a new tab) or uri (the account's dashboard, opened here).
 */
export function usePaymentConnect() {
  const api = useApi();
  return useMutation({
    mutationFn: async (designerId: string) => {
      const answer = paymentLinkResponseSchema.parse(
        await api.get(API_ROUTES.paymentConnect, { designerId }),
      );
      if ('connectUri' in answer) window.open(answer.connectUri, '_blank', 'noopener');
      else window.location.assign(answer.uri);
      return answer;
    },
  });
}
