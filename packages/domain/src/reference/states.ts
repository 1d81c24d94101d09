import { isUnitedStates } from './unitedStates';

/**
 * States of the two countries the address forms cover (section 3): the United States
 * (states, the District of Columbia, territories and the armed forces' mail regions) and
 * Canada (provinces and territories), with their postal codes. Small, fixed data.
 */
export type StateKind = 'state' | 'district' | 'territory' | 'armed-forces' | 'province';

export type State = { name: string; code: string; kind: StateKind };

export const US_STATES: readonly State[] = [
  { name: 'Alabama', code: 'AL', kind: 'state' },
  { name: 'Alaska', code: 'AK', kind: 'state' },
  { name: 'Arizona', code: 'AZ', kind: 'state' },
  { name: 'Arkansas', code: 'AR', kind: 'state' },
  { name: 'California', code: 'CA', kind: 'state' },
  { name: 'Colorado', code: 'CO', kind: 'state' },
  { name: 'Connecticut', code: 'CT', kind: 'state' },
  { name: 'Delaware', code: 'DE', kind: 'state' },
  { name: 'District of Columbia', code: 'DC', kind: 'district' },
  { name: 'Florida', code: 'FL', kind: 'state' },
  { name: 'Georgia', code: 'GA', kind: 'state' },
  { name: 'Hawaii', code: 'HI', kind: 'state' },
  { name: 'Idaho', code: 'ID', kind: 'state' },
  { name: 'Illinois', code: 'IL', kind: 'state' },
  { name: 'Indiana', code: 'IN', kind: 'state' },
  { name: 'Iowa', code: 'IA', kind: 'state' },
  { name: 'Kansas', code: 'KS', kind: 'state' },
  { name: 'Kentucky', code: 'KY', kind: 'state' },
  { name: 'Louisiana', code: 'LA', kind: 'state' },
  { name: 'Maine', code: 'ME', kind: 'state' },
  { name: 'Maryland', code: 'MD', kind: 'state' },
  { name: 'Massachusetts', code: 'MA', kind: 'state' },
  { name: 'Michigan', code: 'MI', kind: 'state' },
  { name: 'Minnesota', code: 'MN', kind: 'state' },
  { name: 'Mississippi', code: 'MS', kind: 'state' },
  { name: 'Missouri', code: 'MO', kind: 'state' },
  { name: 'Montana', code: 'MT', kind: 'state' },
  { name: 'Nebraska', code: 'NE', kind: 'state' },
  { name: 'Nevada', code: 'NV', kind: 'state' },
  { name: 'New Hampshire', code: 'NH', kind: 'state' },
  { name: 'New Jersey', code: 'NJ', kind: 'state' },
  { name: 'New Mexico', code: 'NM', kind: 'state' },
  { name: 'New York', code: 'NY', kind: 'state' },
  { name: 'North Carolina', code: 'NC', kind: 'state' },
  { name: 'North Dakota', code: 'ND', kind: 'state' },
  { name: 'Ohio', code: 'OH', kind: 'state' },
  { name: 'Oklahoma', code: 'OK', kind: 'state' },
  { name: 'Oregon', code: 'OR', kind: 'state' },
  { name: 'Pennsylvania', code: 'PA', kind: 'state' },
  { name: 'Rhode Island', code: 'RI', kind: 'state' },
  { name: 'South Carolina', code: 'SC', kind: 'state' },
  { name: 'South Dakota', code: 'SD', kind: 'state' },
  { name: 'Tennessee', code: 'TN', kind: 'state' },
  { name: 'Texas', code: 'TX', kind: 'state' },
  { name: 'Utah', code: 'UT', kind: 'state' },
  { name: 'Vermont', code: 'VT', kind: 'state' },
  { name: 'Virginia', code: 'VA', kind: 'state' },
  { name: 'Washington', code: 'WA', kind: 'state' },
  { name: 'West Virginia', code: 'WV', kind: 'state' },
  { name: 'Wisconsin', code: 'WI', kind: 'state' },
  { name: 'Wyoming', code: 'WY', kind: 'state' },
  { name: 'American Samoa', code: 'AS', kind: 'territory' },
  { name: 'Guam', code: 'GU', kind: 'territory' },
  { name: 'Northern Mariana Islands', code: 'MP', kind: 'territory' },
  { name: 'Puerto Rico', code: 'PR', kind: 'territory' },
  { name: 'U.S. Virgin Islands', code: 'VI', kind: 'territory' },
  { name: 'U.S. Minor Outlying Islands', code: 'UM', kind: 'territory' },
  { name: 'Armed Forces Americas', code: 'AA', kind: 'armed-forces' },
  { name: 'Armed Forces Europe', code: 'AE', kind: 'armed-forces' },
  { name: 'Armed Forces Pacific', code: 'AP', kind: 'armed-forces' },
];

export const CANADA_PROVINCES: readonly State[] = [
  { name: 'Alberta', code: 'AB', kind: 'province' },
  { name: 'British Columbia', code: 'BC', kind: 'province' },
  { name: 'Manitoba', code: 'MB', kind: 'province' },
  { name: 'New Brunswick', code: 'NB', kind: 'province' },
  { name: 'Newfoundland and Labrador', code: 'NL', kind: 'province' },
  { name: 'Nova Scotia', code: 'NS', kind: 'province' },
  { name: 'Ontario', code: 'ON', kind: 'province' },
  { name: 'Prince Edward Island', code: 'PE', kind: 'province' },
  { name: 'Quebec', code: 'QC', kind: 'province' },
  { name: 'Saskatchewan', code: 'SK', kind: 'province' },
  { name: 'Northwest Territories', code: 'NT', kind: 'territory' },
  { name: 'Nunavut', code: 'NU', kind: 'territory' },
  { name: 'Yukon', code: 'YT', kind: 'territory' },
];

/**
 * The states of a country given by ISO code ('US', 'CA') or English name ('United States',
 * 'Canada'); an empty list for any other country, whose state is typed freely.
 */
export function statesOf(country: string): readonly State[] {
  if (typeof country !== 'string') return [];
  const wanted = country.trim().toLowerCase();
  if (isUnitedStates(wanted)) return US_STATES;
  if (wanted === 'ca' || wanted === 'canada') return CANADA_PROVINCES;
  return [];
}

/** The state of `country` with this code or name ('NY' or 'New York'), if listed. */
export function findState(country: string, codeOrName: string): State | undefined {
  if (typeof codeOrName !== 'string') return undefined;
  const wanted = codeOrName.trim().toLowerCase();
  return statesOf(country).find(
    (state) => state.code.toLowerCase() === wanted || state.name.toLowerCase() === wanted,
  );
}
