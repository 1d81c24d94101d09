import { routePath } from '@runway-live/domain/access';
import { API_PATHS, API_ROUTES, apiPath, successResponseSchema } from '@runway-live/domain/api';
import {
  couponOfferText,
  bulkCodesResponseSchema,
  couponCodeListResponseSchema,
  couponCodeResponseSchema,
  couponCodesChangedResponseSchema,
  couponListResponseSchema,
  couponResponseSchema,
  couponUsageResponseSchema,
  type ApiCoupon,
  type BulkCodesRequest,
  type CouponFormValues,
  type CouponPatch,
} from '@runway-live/domain/coupons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { defineResource } from '../../resources/defineResource';
import { createQueryKeys } from '../../resources/queryKeys';
import { DASHBOARD_CRUMB } from '../../shared/Page';
import { useCanWrite } from '../../shared/useCanWrite';

/** The console's coupon pages (spec 2.3): admin's list, add and edit; a designer's add and edit; the detail for both. */
const paths = {
  list: routePath('coupon/view-coupons'),
  adminAdd: routePath('coupon/add-coupon'),
  adminEdit: (id: string) => routePath('coupon/:id', { id }),
  designerAdd: routePath('coupon/add'),
  designerEdit: (id: string) => routePath('coupon/edit/:id', { id }),
  detail: (id: string) => routePath('coupon/coupon-detail/:couponId', { couponId: id }),
};

export const couponKeys = createQueryKeys('coupons');
export const designerCouponKeys = createQueryKeys('designerCoupons');

const common = {
  listResponse: couponListResponseSchema,
  itemResponse: couponResponseSchema,
  removeResponse: successResponseSchema,
  paths,
};

/** Admin and staff: every coupon, GET/POST/PATCH/DELETE /api/v2/coupons (decision 0039). */
export const coupons = defineResource<ApiCoupon, CouponFormValues, CouponPatch>()({
  keys: couponKeys,
  path: API_PATHS.coupons,
  ...common,
});

/** A designer's own coupons: /api/v2/designer/coupons (another designer's is a 404). */
export const designerCoupons = defineResource<ApiCoupon, CouponFormValues, CouponPatch>()({
  keys: designerCouponKeys,
  path: API_PATHS.designerCoupons,
  ...common,
});

/** The sub-routes of one coupon, for each family. */
const ROUTES = {
  admin: {
    codes: API_ROUTES.couponCodes,
    code: API_ROUTES.couponCode,
    usage: API_ROUTES.couponUsage,
  },
  designer: {
    codes: API_ROUTES.designerCouponCodes,
    code: API_ROUTES.designerCouponCode,
    usage: API_ROUTES.designerCouponUsage,
  },
} as const;

/**
 * The coupon family of the signed-in person: admin and staff write every coupon, a
 * designer their own; each family's pages (add, edit) are its own routes.
 */
export function useCouponFamily() {
  const admin = useCanWrite();
  const resource = admin ? coupons : designerCoupons;
  return {
    admin,
    resource,
    routes: admin ? ROUTES.admin : ROUTES.designer,
    addPath: admin ? paths.adminAdd : paths.designerAdd,
    editPath: admin ? paths.adminEdit : paths.designerEdit,
  };
}

/** The coupons list: the breadcrumb of every coupon page (admin's; a designer has no list). */
export const COUPONS_LIST = { title: 'Coupons', path: paths.list };

/** The trail's way back for a designer, who has no coupon list (spec 2.11): the dashboard. */
export function useCouponsCrumb() {
  const { admin } = useCouponFamily();
  return admin ? COUPONS_LIST : { title: DASHBOARD_CRUMB.label, path: DASHBOARD_CRUMB.path };
}

/** A coupon's uses: by code, its orders, the discount given and their GMV. */
export function useCouponUsage(id: string) {
  const api = useApi();
  const { resource, routes } = useCouponFamily();
  return useQuery({
    queryKey: [...resource.keys.detail(id), 'usage'],
    queryFn: async () =>
      couponUsageResponseSchema.parse(
        await api.get(apiPath(routes.usage, { id }), undefined, { retryInPlace: true }),
      ).data,
  });
}

/** A page of a coupon's bulk codes. */
export function useCouponCodes(id: string, query: Record<string, string>) {
  const api = useApi();
  const { resource, routes } = useCouponFamily();
  return useQuery({
    queryKey: [...resource.keys.detail(id), 'codes', query],
    queryFn: async () =>
      couponCodeListResponseSchema.parse(
        await api.get(apiPath(routes.codes, { id }), query, { retryInPlace: true }),
      ).data,
    placeholderData: keepPreviousData,
  });
}

/**
 * A coupon's code writes: generate N (up to 10 000, on the server), deactivate or
 * reactivate one, or all. Each reads the coupon (its code counts) and its codes again.
 */
export function useCouponCodeWrites(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { resource, routes } = useCouponFamily();
  const settle = () => queryClient.invalidateQueries({ queryKey: resource.keys.detail(id) });
  const generate = useMutation({
    mutationFn: async (body: BulkCodesRequest) =>
      bulkCodesResponseSchema.parse(
        await api.post(apiPath(routes.codes, { id }), body, { showsFailure: true }),
      ).data,
    onSuccess: settle,
  });
  const setOne = useMutation({
    mutationFn: async ({ codeId, status }: { codeId: string; status: 'active' | 'inactive' }) =>
      couponCodeResponseSchema.parse(
        await api.patch(apiPath(routes.code, { id, codeId }), { status }, { showsFailure: true }),
      ).data,
    onSuccess: settle,
  });
  const setAll = useMutation({
    mutationFn: async (status: 'active' | 'inactive') =>
      couponCodesChangedResponseSchema.parse(
        await api.patch(apiPath(routes.codes, { id }), { status }, { showsFailure: true }),
      ).data,
    onSuccess: settle,
  });
  return { generate, setOne, setAll, codesPath: apiPath(routes.codes, { id }) };
}

/**
 * The codes a host may push live in a show (issue 32, decision 0052): active coupons scoped
 * to the show or to its designer's products, with their offer in words.
 */
export function useShowCodes(eventId: string) {
  const { resource } = useCouponFamily();
  const list = resource.useList({ appliesToEventId: eventId, status: 'active' });
  return (list.data?.items ?? [])
    .filter((coupon) => coupon.scope !== 'all')
    .map((coupon) => ({
      couponId: coupon._id,
      code: coupon.code,
      offer: couponOfferText(coupon),
    }));
}
