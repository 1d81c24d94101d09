import {
  API_PATHS,
  apiSubscriptionSchema,
  dataResponseSchema,
  subscriptionCheckoutResponseSchema,
  type SubscriptionResponse,
  subscriptionResponseSchema,
  API_ROUTES,
} from '@runway-live/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useApi } from '../../api/ApiProvider';

export const SUBSCRIPTION_KEY = ['subscription'] as const;

/** How often the page asks again while a paid checkout is being confirmed by the provider. */
export const CONFIRMING_POLL_MS = 2000;

/**
 * GET /api/v2/subscription: the plan, status, period end and invoices. The page shows a
 * network failure or a 5xx in place with a Retry. While `confirming` (back from a paid
 * checkout, before the provider's event arrived) it asks again until the status is active.
 */
export function useSubscription(confirming = false) {
  const api = useApi();
  return useQuery({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: async () =>
      subscriptionResponseSchema.parse(
        await api.get(API_PATHS.subscription, undefined, { retryInPlace: true }),
      ).data,
    refetchInterval: (query) =>
      confirming && query.state.data?.subscription.status !== 'active' ? CONFIRMING_POLL_MS : false,
  });
}

/** POST /api/v2/subscription/checkout, then the provider's checkout page in this window. */
export function useSubscriptionCheckout() {
  const api = useApi();
  return useMutation({
    mutationFn: async (returnPath: string | null) => {
      const { url } = subscriptionCheckoutResponseSchema.parse(
        await api.post(API_ROUTES.subscriptionCheckout, returnPath ? { returnPath } : {}, {
          showsFailure: true,
        }),
      );
      window.location.assign(url);
      return url;
    },
  });
}

const changedSchema = dataResponseSchema(apiSubscriptionSchema).extend({ message: z.string() });

/** POST /api/v2/subscription/cancel or /resume; the page's data takes the answer. */
export function useSubscriptionChange() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: 'cancel' | 'resume') =>
      changedSchema.parse(
        await api.post(
          action === 'cancel' ? API_ROUTES.subscriptionCancel : API_ROUTES.subscriptionResume,
          {},
          { showsFailure: true },
        ),
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData<SubscriptionResponse['data']>(SUBSCRIPTION_KEY, (current) =>
        current ? { ...current, subscription: answer.data } : current,
      );
    },
  });
}
