export { AddressPopup, type AddressPopupProps, type AddressPopupResult } from './AddressPopup';
export {
  CANDIDATE_INDICATORS,
  candidatesToOffer,
  formatCandidate,
  lookupProblem,
  type AddressCandidate,
  type AddressKeyFormat,
  type AddressLookup,
} from './addressCandidates';
