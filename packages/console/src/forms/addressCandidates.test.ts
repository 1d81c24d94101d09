import { describe, expect, it } from 'vitest';
import { candidatesToOffer, formatCandidate, lookupProblem } from './addressCandidates';

const broadway = {
  AddressLine: ['1600 BROADWAY', 'FL 2'],
  PoliticalDivision2: 'NEW YORK',
  PoliticalDivision1: 'NY',
  PostcodePrimaryLow: '10020',
  CountryCode: 'US',
};

describe('the carrier lookup, read for the address popup', () => {
  it('offers the candidates of a valid or an ambiguous lookup, one line each', () => {
    const lookup = {
      indicator: 'AmbiguousAddressIndicator',
      candidates: [{ AddressKeyFormat: broadway }],
    };
    expect(candidatesToOffer(lookup)).toEqual([broadway]);
    expect(lookupProblem(lookup, 'UPS')).toBeNull();
    expect(formatCandidate(broadway)).toBe('1600 BROADWAY FL 2, NEW YORK, NY, 10020, US');
  });

  it('names the carrier when it found nothing', () => {
    const lookup = { indicator: 'NoCandidatesIndicator', candidates: [] };
    expect(candidatesToOffer(lookup)).toEqual([]);
    expect(lookupProblem(lookup, 'UPS')).toBe(
      "Couldn't find any similar address at UPS. Please try again with another address.",
    );
  });

  it('offers nothing from an indicator it does not know', () => {
    const lookup = { indicator: 'SomethingElse', candidates: [{ AddressKeyFormat: broadway }] };
    expect(candidatesToOffer(lookup)).toEqual([]);
    expect(lookupProblem(lookup, 'UPS')).toBe('Technical error: Not a valid address field case.');
  });
});
