import { messages, noAddressCandidates } from '@runway-live/domain/messages';

/** A candidate address as the carrier's lookup returns it (spec section 3). */
export type AddressKeyFormat = {
  AddressLine?: string | readonly string[];
  /** The state. */
  PoliticalDivision1?: string;
  /** The city. */
  PoliticalDivision2?: string;
  /** The postal code. */
  PostcodePrimaryLow?: string;
  CountryCode?: string;
};

export type AddressCandidate = { AddressKeyFormat: AddressKeyFormat };

/** The indicators that carry candidates; any other value is a failure (spec section 4). */
export const CANDIDATE_INDICATORS = ['ValidAddressIndicator', 'AmbiguousAddressIndicator'] as const;

export type AddressLookup = {
  /** ValidAddressIndicator, AmbiguousAddressIndicator, NoCandidatesIndicator, or anything else. */
  indicator: string;
  candidates: readonly AddressCandidate[];
};

function offersCandidates(indicator: string): boolean {
  return (CANDIDATE_INDICATORS as readonly string[]).includes(indicator);
}

/** The addresses to choose from: only a valid or ambiguous lookup offers any. */
export function candidatesToOffer(lookup: AddressLookup): readonly AddressKeyFormat[] {
  return offersCandidates(lookup.indicator)
    ? lookup.candidates.map((candidate) => candidate.AddressKeyFormat)
    : [];
}

/** What the popup says when there is nothing to choose (spec sections 4 and 8). */
export function lookupProblem(lookup: AddressLookup, carrier: string): string | null {
  if (lookup.indicator === 'NoCandidatesIndicator') return noAddressCandidates(carrier);
  if (!offersCandidates(lookup.indicator)) return messages.unknownAddressCase;
  return lookup.candidates.length === 0 ? noAddressCandidates(carrier) : null;
}

/** One line: street, city, state, postal code, country; missing parts are left out. */
export function formatCandidate(address: AddressKeyFormat): string {
  const street = [address.AddressLine ?? []].flat().join(' ');
  return [
    street,
    address.PoliticalDivision2,
    address.PoliticalDivision1,
    address.PostcodePrimaryLow,
    address.CountryCode,
  ]
    .filter((part) => part && part.trim())
    .join(', ');
}
