import type { MyDesignerProfileInput } from '@runway-live/domain/schemas';
import type { SessionUser } from '../../state/sessionUser';

function textOf(record: unknown, field: string): string {
  if (typeof record !== 'object' || record === null) return '';
  const value = (record as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : '';
}

/** A stored amount (major units) as the money input's text; 0 when the copy has none. */
function amountOf(record: unknown, field: string): string {
  if (typeof record !== 'object' || record === null) return '0';
  const value = (record as Record<string, unknown>)[field];
  return typeof value === 'number' ? String(value) : '0';
}

/**
 * The form's starting values from the session user. The stored copy may predate a field
 * (or a designer may have no brand profile yet), so a missing value starts empty.
 */
export function profileValuesOf(user: SessionUser): Required<MyDesignerProfileInput> {
  return {
    fullName: textOf(user, 'fullName'),
    mobileNumber: textOf(user, 'mobileNumber'),
    about: textOf(user, 'about'),
    brandName: textOf(user.designer, 'brandName'),
    website: textOf(user.designer, 'website'),
    instagram: textOf(user.designer, 'instagram'),
    facebook: textOf(user.designer, 'facebook'),
    shippingFlatRate: amountOf(user.designer, 'shippingFlatRate'),
  };
}
