import { isAdmin } from '@runway-live/domain/access';
import { type ApiUser } from '@runway-live/domain/api';
import { minorToMajor } from '@runway-live/domain/money';
import { designers, users } from '../../db/schema';

/**
 * The columns an account's answer is made of, for a list that reads many accounts: a
 * designers page selects these rather than both whole rows (with the password hash and the
 * tokens nobody answers), so fewer columns cross the wire and are parsed and mapped on each
 * call (bench/api/README.md, "The designers list", issue 28).
 */
export const presentedUserColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  firstName: users.firstName,
  lastName: users.lastName,
  roles: users.roles,
  subRoles: users.subRoles,
  mobileNumber: users.mobileNumber,
  about: users.about,
  profile: users.profile,
  country: users.country,
  status: users.status,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
};
export const presentedDesignerColumns = {
  payment: designers.payment,
  brandName: designers.brandName,
  website: designers.website,
  instagram: designers.instagram,
  facebook: designers.facebook,
  identification: designers.identification,
  businessTelephone: designers.businessTelephone,
  taxResaleNumber: designers.taxResaleNumber,
  enquiry: designers.enquiry,
  address: designers.address,
  returnAddress: designers.returnAddress,
  returnAddressIsSame: designers.returnAddressIsSame,
  commission: designers.commission,
  subscriptionAmount: designers.subscriptionAmount,
  shippingFlatRate: designers.shippingFlatRate,
  brandLogo: designers.brandLogo,
  applicationStatus: designers.applicationStatus,
  subscriptionStatus: designers.subscriptionStatus,
  subscriptionPeriodEnd: designers.subscriptionPeriodEnd,
};
type Selected<Columns extends Record<string, { _: { data: unknown; notNull: boolean } }>> = {
  [Name in keyof Columns]: Columns[Name]['_']['notNull'] extends true
    ? Columns[Name]['_']['data']
    : Columns[Name]['_']['data'] | null;
};
/** What an account's answer reads of its user row and of its designer profile. */
export type PresentedUser = Selected<typeof presentedUserColumns>;
export type PresentedDesigner = Selected<typeof presentedDesignerColumns>;

/** A user row (and its designer profile) as the API shows it: `_id`, no secrets. */
export function toApiUser(
  user: PresentedUser,
  designer: PresentedDesigner | null | undefined,
): ApiUser {
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
          // Cents inside, major units at the API's edge (the domain's money rule).
          shippingFlatRate: minorToMajor(designer.shippingFlatRate),
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
