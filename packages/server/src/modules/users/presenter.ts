import { isAdmin } from '@runway-live/domain/access';
import { type ApiUser } from '@runway-live/domain/api';
import type { DesignerRow, UserRow } from '../../db/schema';

/** A user row (and its designer profile) as the API shows it: `_id`, no secrets. */
export function toApiUser(user: UserRow, designer: DesignerRow | null | undefined): ApiUser {
  return {
    _id: user.id,
    email: user.email,
    fullName: user.fullName,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: user.roles,
    subRoles: user.subRoles,
    mobileNumber: user.mobileNumber,
    about: user.about,
    profile: user.profile,
    country: user.country,
    status: user.status,
    isAdmin: isAdmin(user),
    emailVerified: user.emailVerifiedAt !== null,
    emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
    payment: designer?.payment ?? null,
    designer: designer
      ? {
          brandName: designer.brandName,
          website: designer.website,
          instagram: designer.instagram,
          facebook: designer.facebook,
          identification: designer.identification,
          businessTelephone: designer.businessTelephone,
          taxResaleNumber: designer.taxResaleNumber,
          enquiry: designer.enquiry ?? null,
          address: designer.address ?? null,
          returnAddress: designer.returnAddress ?? null,
          returnAddressIsSame: designer.returnAddressIsSame,
          commission: designer.commission,
          subscriptionAmount: designer.subscriptionAmount,
          brandLogo: designer.brandLogo,
          applicationStatus: designer.applicationStatus,
          subscription: {
            status: designer.subscriptionStatus,
            currentPeriodEnd: designer.subscriptionPeriodEnd?.toISOString() ?? null,
          },
        }
      : null,
    createdAt: user.createdAt.toISOString(),
  };
}
