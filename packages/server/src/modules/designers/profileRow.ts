import type { registerDesignerRequestSchema } from '@runway-live/domain/api';
import type { z } from 'zod';
import type { designers } from '../../db/schema';

/** The brand fields that the application and an admin's new designer both carry. */
type DesignerProfileInput = Pick<
  z.output<typeof registerDesignerRequestSchema>,
  | 'brandName'
  | 'website'
  | 'instagram'
  | 'facebook'
  | 'identification'
  | 'businessTelephone'
  | 'taxResaleNumber'
  | 'enquiry'
  | 'address'
  | 'returnAddress'
  | 'returnAddressIsSame'
>;

/**
 * The designers row of a new designer's brand profile. When returnAddressIsSame is set the
 * return address is the address (section 3).
 */
export function designerProfileRow(
  body: DesignerProfileInput,
): Omit<typeof designers.$inferInsert, 'userId'> {
  return {
    brandName: body.brandName,
    website: body.website,
    instagram: body.instagram,
    facebook: body.facebook,
    identification: body.identification,
    businessTelephone: body.businessTelephone,
    taxResaleNumber: body.taxResaleNumber,
    enquiry: body.enquiry,
    address: body.address ?? null,
    returnAddress:
      body.returnAddressIsSame && typeof body.address === 'object'
        ? body.address
        : (body.returnAddress ?? null),
    returnAddressIsSame: body.returnAddressIsSame,
  };
}
