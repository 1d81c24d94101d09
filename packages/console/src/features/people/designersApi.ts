import {
  accountResponseSchema,
  API_PATHS,
  type DesignerListItem,
  type ApplicationDecision,
  bulkDecisionResponseSchema,
  type DesignerDetail,
  designerDetailResponseSchema,
  designerListResponseSchema,
  type RunwayUserRequest,
  successResponseSchema,
  type UpdateUserRequest,
  userResponseSchema,
  apiPath,
  API_ROUTES,
} from '@runway-live/domain/api';
import { routePath } from '@runway-live/domain/access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useApi } from '../../api/ApiProvider';
import { defineResource } from '../../resources/defineResource';
import { createQueryKeys } from '../../resources/queryKeys';

export const designerKeys = createQueryKeys('designers');

/**
 * GET /api/v2/designers (admin and staff) and its hooks. Designers may not list
 * designers: a screen both sides share passes `{ enabled }` for staff only.
 */
export const designers = defineResource<DesignerListItem, never, never, DesignerDetail>()({
  keys: designerKeys,
  path: API_PATHS.designers,
  listResponse: designerListResponseSchema,
  // One designer: with its application's decision and its counts.
  itemResponse: designerDetailResponseSchema,
  removeResponse: successResponseSchema,
  paths: {
    list: routePath('designer/view-designers'),
    add: routePath('designer/add-designer'),
    edit: (id: string) => routePath('designer/edit-designer/:user_id', { user_id: id }),
    detail: (id: string) => routePath('designer/designer-detail/:user_id', { user_id: id }),
  },
});

/** One page of designers for a query; waits while `enabled` is false. */
export const useDesignerList = (query: Record<string, string>, enabled = true) =>
  designers.useList(query, { enabled });

/** The answer of runwayuser and update-user: the saved account and a confirmation. */
const savedUserSchema = userResponseSchema.extend({ message: z.string() });

const one = (id: string) => apiPath(`${API_PATHS.designers}/:id`, { id });

/**
 * GET /api/v2/designers/:id: the designer with its application's decision and counts (the
 * page answers a missing designer itself).
 */
export const useDesignerDetail = designers.useDetail;

/** After a change to designers: every list, and every detail (a decision changes both). */
function useDesignersChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: designerKeys.all });
}

/** POST /api/v2/user/runwayuser (admin): the new designer is mailed a set-password link. */
export function useCreateDesigner() {
  const api = useApi();
  const changed = useDesignersChanged();
  return useMutation({
    mutationFn: async (body: RunwayUserRequest) =>
      savedUserSchema.parse(await api.post(API_ROUTES.createUser, body, { showsFailure: true })),
    onSuccess: changed,
  });
}

/** POST /api/v2/user/update-user naming the designer (admin). */
export function useUpdateDesigner() {
  const api = useApi();
  const changed = useDesignersChanged();
  return useMutation({
    mutationFn: async (body: UpdateUserRequest) =>
      savedUserSchema.parse(await api.post(API_ROUTES.updateUser, body, { showsFailure: true })),
    onSuccess: changed,
  });
}

/**
 * Approves or rejects one pending application (POST /api/v2/designers/:id/approve or
 * /reject), from its row in the list or its detail page, or approves a rejected one the
 * detail page reconsiders; the designer is mailed a set-password link or the reason.
 */
export function useDecideApplication() {
  const api = useApi();
  const queryClient = useQueryClient();
  const changed = useDesignersChanged();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: string; decision: ApplicationDecision }) =>
      designerDetailResponseSchema.parse(
        decision.to === 'approved'
          ? await api.post(
              apiPath(API_ROUTES.designerApprove, { id }),
              decision.reconsider ? { reconsider: true } : {},
              { showsFailure: true },
            )
          : await api.post(
              apiPath(API_ROUTES.designerReject, { id }),
              { reason: decision.reason },
              { showsFailure: true },
            ),
      ).data,
    onSuccess: async (detail) => {
      queryClient.setQueryData(designerKeys.detail(detail._id), detail);
      await changed();
    },
  });
}

/** Decides several pending applications at once, all or none; answers how many. */
export function useDecideApplications() {
  const api = useApi();
  const changed = useDesignersChanged();
  return useMutation({
    mutationFn: async ({
      ids,
      decision,
    }: {
      ids: readonly string[];
      decision: ApplicationDecision;
    }) =>
      bulkDecisionResponseSchema.parse(
        decision.to === 'approved'
          ? await api.post(API_ROUTES.designersApprove, { ids }, { showsFailure: true })
          : await api.post(
              API_ROUTES.designersReject,
              { ids, reason: decision.reason },
              { showsFailure: true },
            ),
      ).data.decided,
    onSuccess: changed,
  });
}

/** Suspends (it cannot sign in, its sessions end) or reactivates a designer's account (admin). */
export function useDesignerAccountStatus(id: string) {
  const api = useApi();
  const changed = useDesignersChanged();
  return useMutation({
    mutationFn: async (action: 'suspend' | 'reactivate') =>
      accountResponseSchema.parse(
        await api.post(`${one(id)}/${action}`, {}, { showsFailure: true }),
      ).data,
    onSuccess: changed,
  });
}
