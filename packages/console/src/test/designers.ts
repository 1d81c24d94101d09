import type { ApiUser, DesignerApplicationStatus, DesignerDetail } from '@runway-live/domain/api';
import { apiUser } from './users';

type Brand = NonNullable<ApiUser['designer']>;

/** A designer as the designers list answers it: `name` is the brand. */
export function designerAccount(
  name: string,
  status: DesignerApplicationStatus,
  brand: Partial<Brand> = {},
  account: Partial<ApiUser> = {},
): ApiUser {
  return apiUser({
    _id: `u-${name}`,
    fullName: `${name} Owner`,
    firstName: name,
    lastName: 'Owner',
    email: `${name.toLowerCase()}@brand.test`,
    designer: {
      brandName: name,
      website: '',
      instagram: '',
      facebook: '',
      identification: '',
      businessTelephone: '',
      taxResaleNumber: '',
      enquiry: null,
      address: null,
      returnAddress: null,
      returnAddressIsSame: true,
      commission: 0,
      subscriptionAmount: 0,
      shippingFlatRate: 0,
      brandLogo: '',
      applicationStatus: status,
      subscription: null,
      ...brand,
    },
    ...account,
  });
}

/** A designer as GET /api/v2/designers/:id answers it. */
export function designerDetail(
  user: ApiUser,
  extra: Partial<Pick<DesignerDetail, 'application' | 'counts'>> = {},
): DesignerDetail {
  return {
    ...user,
    application: {
      status: user.designer?.applicationStatus ?? 'approved',
      decidedAt: null,
      decidedBy: null,
      rejectionReason: null,
    },
    counts: { products: 0, looks: 0, events: 0, orders: 0 },
    ...extra,
  };
}
