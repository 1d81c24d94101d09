import {
  type AccountStatus,
  API_PATHS,
  apiMessageSchema,
  type Member,
  memberListResponseSchema,
  memberResponseSchema,
  type Shopper,
  shopperListResponseSchema,
  shopperResponseSchema,
  successResponseSchema,
  userResponseSchema,
  API_ROUTES,
} from '@runway-live/domain/api';
import { effectiveRole, routePath } from '@runway-live/domain/access';
import { type MemberFormValues } from '@runway-live/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { z } from 'zod';
import { useApi } from '../../api/ApiProvider';
import { defineResource } from '../../resources/defineResource';
import { createQueryKeys } from '../../resources/queryKeys';
import { userAtom } from '../../state/session';

/** GET /api/v2/members (admin and staff): the staff members, page by page. */
export const members = defineResource<Member>()({
  keys: createQueryKeys('members'),
  path: API_PATHS.members,
  listResponse: memberListResponseSchema,
  itemResponse: memberResponseSchema,
  removeResponse: successResponseSchema,
  paths: {
    list: routePath('admin/view-members'),
    add: routePath('admin/add-member'),
  },
});

/** GET /api/v2/users (admin and staff): the shoppers, each with its orders. */
export const shoppers = defineResource<Shopper>()({
  keys: createQueryKeys('shoppers'),
  path: API_PATHS.users,
  listResponse: shopperListResponseSchema,
  itemResponse: shopperResponseSchema,
  removeResponse: successResponseSchema,
  paths: {
    list: routePath('user/view-users'),
    detail: (id: string) => routePath('user/user-detail/:user_id', { user_id: id }),
  },
});

/**
 * Whether the signed-in person is the admin (first role admin): staff read the people's
 * lists but only the admin adds members, suspends, reactivates and re-invites (the server
 * refuses the rest; this hides the controls that would fail).
 */
export function useIsAdmin(): boolean {
  return effectiveRole(useAtomValue(userAtom)) === 'admin';
}

const createdUserSchema = userResponseSchema.extend({ message: z.string() });

/**
 * "Add member": POST /api/v2/user/runwayuser with the member payload of section 3, roles
 * ['member'] (the default). The server mails the member a set-password link.
 */
export function useCreateMember() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: MemberFormValues) =>
      createdUserSchema.parse(
        await api.post(
          API_ROUTES.createUser,
          { ...values, roles: ['member'] },
          { showsFailure: true },
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: members.keys.lists() }),
  });
}

/** The accounts whose status the admin changes from these screens. */
const KINDS = {
  members: { resource: members, item: memberResponseSchema },
  users: { resource: shoppers, item: shopperResponseSchema },
} as const;
export type AccountKindPath = keyof typeof KINDS;

/**
 * POST /api/v2/<members|users>/:id/<suspend|reactivate> (admin). The answer is the
 * account as changed: it replaces its detail, and the lists are read again.
 */
export function useSetAccountStatus(kind: AccountKindPath) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { resource, item } = KINDS[kind];
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: AccountStatus }) => {
      const action = status === 'suspended' ? 'suspend' : 'reactivate';
      const path = `${resource.api}/${encodeURIComponent(id)}/${action}`;
      return item.parse(await api.post(path, {}, { showsFailure: true })).data;
    },
    onSuccess: async (account) => {
      queryClient.setQueryData(resource.keys.detail(account._id), account);
      await queryClient.invalidateQueries({ queryKey: resource.keys.lists() });
    },
  });
}

/** POST /api/v2/members/:id/resend-invitation (admin): a new set-password link. */
export function useResendInvitation() {
  const api = useApi();
  return useMutation({
    mutationFn: async (id: string) =>
      apiMessageSchema.parse(
        await api.post(
          `${members.api}/${encodeURIComponent(id)}/resend-invitation`,
          {},
          { showsFailure: true },
        ),
      ).message,
  });
}
