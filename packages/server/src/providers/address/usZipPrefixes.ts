/**
 * United States states (and DC, Puerto Rico) with the three-digit ZIP prefixes the Postal
 * Service assigns them, as inclusive ranges. Enough to tell "this ZIP is in another state"
 * without shipping a ZIP database.
 */
export type UsState = { code: string; name: string; zip: readonly (readonly [number, number])[] };

export const US_STATES: readonly UsState[] = [
  { code: 'AL', name: 'Alabama', zip: [[350, 369]] },
  { code: 'AK', name: 'Alaska', zip: [[995, 999]] },
  { code: 'AZ', name: 'Arizona', zip: [[850, 865]] },
  { code: 'AR', name: 'Arkansas', zip: [[716, 729]] },
  { code: 'CA', name: 'California', zip: [[900, 961]] },
  { code: 'CO', name: 'Colorado', zip: [[800, 816]] },
  { code: 'CT', name: 'Connecticut', zip: [[60, 69]] },
  { code: 'DE', name: 'Delaware', zip: [[197, 199]] },
  {
    code: 'DC',
    name: 'District of Columbia',
    zip: [
      [200, 205],
      [569, 569],
    ],
  },
  { code: 'FL', name: 'Florida', zip: [[320, 349]] },
  {
    code: 'GA',
    name: 'Georgia',
    zip: [
      [300, 319],
      [398, 399],
    ],
  },
  { code: 'HI', name: 'Hawaii', zip: [[967, 968]] },
  { code: 'ID', name: 'Idaho', zip: [[832, 838]] },
  { code: 'IL', name: 'Illinois', zip: [[600, 629]] },
  { code: 'IN', name: 'Indiana', zip: [[460, 479]] },
  { code: 'IA', name: 'Iowa', zip: [[500, 528]] },
  { code: 'KS', name: 'Kansas', zip: [[660, 679]] },
  { code: 'KY', name: 'Kentucky', zip: [[400, 427]] },
  { code: 'LA', name: 'Louisiana', zip: [[700, 714]] },
  { code: 'ME', name: 'Maine', zip: [[39, 49]] },
  { code: 'MD', name: 'Maryland', zip: [[206, 219]] },
  {
    code: 'MA',
    name: 'Massachusetts',
    zip: [
      [10, 27],
      [55, 55],
    ],
  },
  { code: 'MI', name: 'Michigan', zip: [[480, 499]] },
  { code: 'MN', name: 'Minnesota', zip: [[550, 567]] },
  { code: 'MS', name: 'Mississippi', zip: [[386, 397]] },
  { code: 'MO', name: 'Missouri', zip: [[630, 658]] },
  { code: 'MT', name: 'Montana', zip: [[590, 599]] },
  { code: 'NE', name: 'Nebraska', zip: [[680, 693]] },
  { code: 'NV', name: 'Nevada', zip: [[889, 898]] },
  { code: 'NH', name: 'New Hampshire', zip: [[30, 38]] },
  { code: 'NJ', name: 'New Jersey', zip: [[70, 89]] },
  { code: 'NM', name: 'New Mexico', zip: [[870, 884]] },
  {
    code: 'NY',
    name: 'New York',
    zip: [
      [100, 149],
      [5, 5],
      [63, 63],
    ],
  },
  { code: 'NC', name: 'North Carolina', zip: [[270, 289]] },
  { code: 'ND', name: 'North Dakota', zip: [[580, 588]] },
  { code: 'OH', name: 'Ohio', zip: [[430, 459]] },
  { code: 'OK', name: 'Oklahoma', zip: [[730, 749]] },
  { code: 'OR', name: 'Oregon', zip: [[970, 979]] },
  { code: 'PA', name: 'Pennsylvania', zip: [[150, 196]] },
  { code: 'RI', name: 'Rhode Island', zip: [[28, 29]] },
  { code: 'SC', name: 'South Carolina', zip: [[290, 299]] },
  { code: 'SD', name: 'South Dakota', zip: [[570, 577]] },
  { code: 'TN', name: 'Tennessee', zip: [[370, 385]] },
  {
    code: 'TX',
    name: 'Texas',
    zip: [
      [750, 799],
      [885, 885],
    ],
  },
  { code: 'UT', name: 'Utah', zip: [[840, 847]] },
  { code: 'VT', name: 'Vermont', zip: [[50, 59]] },
  {
    code: 'VA',
    name: 'Virginia',
    zip: [
      [201, 201],
      [220, 246],
    ],
  },
  { code: 'WA', name: 'Washington', zip: [[980, 994]] },
  { code: 'WV', name: 'West Virginia', zip: [[247, 268]] },
  { code: 'WI', name: 'Wisconsin', zip: [[530, 549]] },
  { code: 'WY', name: 'Wyoming', zip: [[820, 831]] },
  { code: 'PR', name: 'Puerto Rico', zip: [[6, 9]] },
];

/** A state by its code or name, in any case. */
export function findUsState(value: string): UsState | undefined {
  const wanted = value.trim().toLowerCase();
  return US_STATES.find(
    (state) => state.code.toLowerCase() === wanted || state.name.toLowerCase() === wanted,
  );
}

/** The states whose prefixes hold this five-digit ZIP. */
export function statesOfZip(zip: string): UsState[] {
  const prefix = Number(zip.slice(0, 3));
  return US_STATES.filter((state) =>
    state.zip.some(([low, high]) => prefix >= low && prefix <= high),
  );
}
