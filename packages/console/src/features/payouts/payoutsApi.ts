import { API_PATHS, API_ROUTES } from '@runway-live/domain/api';
import {
  commissionResponseSchema,
  payoutsResponseSchema,
  type CommissionQuery,
  type PayoutsQuery,
} from '@runway-live/domain/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { createQueryKeys } from '../../resources/queryKeys';
import { useCsvDownload } from '../../shared/useCsvDownload';

export const payoutKeys = createQueryKeys('payouts');

/** The query without its empty parts, as the API reads it. */
const present = (query: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value)) as Record<string, string>;

/**
 * GET /api/v2/payouts: a designer's statement (their own; admin and staff name the
 * designer, and read nothing until they have).
 */
export function usePayouts(query: PayoutsQuery, enabled: boolean) {
  const api = useApi();
  const sent = present({ designerId: query.designerId, from: query.from, to: query.to });
  return useQuery({
    queryKey: payoutKeys.list(sent),
    queryFn: async () => payoutsResponseSchema.parse(await api.get(API_PATHS.payouts, sent)).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v2/payouts/commission: the marketplace's commission over a range (admin, staff). */
export function useCommission(query: CommissionQuery, enabled: boolean) {
  const api = useApi();
  const sent = present({ from: query.from, to: query.to });
  return useQuery({
    queryKey: [...payoutKeys.all, 'commission', sent],
    queryFn: async () =>
      commissionResponseSchema.parse(await api.get(API_ROUTES.payoutsCommission, sent)).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v2/payouts?format=csv: the statement's lines as a file. */
export const usePayoutsCsv = () => useCsvDownload(API_PATHS.payouts, 'payouts.csv');
