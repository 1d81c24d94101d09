import type { DesignerApplicationValues } from '@runway-live/domain/schemas';
import type { AddressKeyFormat } from './addressCandidates';

/** The primary and the return address of the application form, field by field. */
export const ADDRESS_FIELDS = {
  primary: {
    primaryAddress: 'primaryAddress',
    pincode: 'pincode',
    city: 'city',
    state: 'state',
    country: 'country',
  },
  return: {
    primaryAddress: 'returnprimaryAddress',
    pincode: 'returnpincode',
    city: 'returncity',
    state: 'returnstate',
    country: 'returncountry',
  },
} as const satisfies Record<string, Record<string, keyof DesignerApplicationValues>>;

export type AddressKind = keyof typeof ADDRESS_FIELDS;

/** The values a chosen candidate puts into the form's five address fields. */
export function candidateValues(
  kind: AddressKind,
  candidate: AddressKeyFormat,
): Partial<DesignerApplicationValues> {
  const fields = ADDRESS_FIELDS[kind];
  const line = candidate.AddressLine;
  const values: Partial<DesignerApplicationValues> = {};
  const text = Array.isArray(line) ? line.join(', ') : typeof line === 'string' ? line : '';
  if (text) values[fields.primaryAddress] = text;
  if (candidate.PoliticalDivision2) values[fields.city] = candidate.PoliticalDivision2;
  if (candidate.PoliticalDivision1) values[fields.state] = candidate.PoliticalDivision1;
  if (candidate.PostcodePrimaryLow) values[fields.pincode] = candidate.PostcodePrimaryLow;
  return values;
}
