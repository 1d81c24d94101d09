import type { ApiAddressKeyFormat } from '@runway-live/domain/api';
import type { AddressValidation, AddressValidator } from './types';

type UpsCandidate = {
  AddressKeyFormat: Partial<ApiAddressKeyFormat> & { AddressLine?: string | string[] };
};
type UpsResponse = {
  XAVResponse?: {
    ValidAddressIndicator?: string;
    AmbiguousAddressIndicator?: string;
    NoCandidatesIndicator?: string;
    Candidate?: UpsCandidate | UpsCandidate[];
  };
};

/**
 * UPS Address Validation (street level, XAV v2) with OAuth client credentials. Same
 * interface as the local validator; used when UPS_CLIENT_ID and UPS_CLIENT_SECRET are set.
 */
export function createUpsAddressValidator(options: {
  clientId: string;
  clientSecret: string;
  baseUrl: string;
}): AddressValidator {
  let cached: { token: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now() + 60_000) return cached.token;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const response = await fetch(`${options.baseUrl}/security/v1/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new Error(`UPS OAuth failed with ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: string };
    cached = { token: body.access_token, expiresAt: Date.now() + Number(body.expires_in) * 1000 };
    return cached.token;
  }

  return {
    carrier: 'UPS',
    validate: async (address): Promise<AddressValidation> => {
      const response = await fetch(`${options.baseUrl}/api/addressvalidation/v2/1`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          XAVRequest: {
            AddressKeyFormat: {
              AddressLine: [address.primaryAddress],
              PoliticalDivision2: address.city,
              PoliticalDivision1: address.state,
              PostcodePrimaryLow: address.pincode,
              CountryCode: 'US',
            },
          },
        }),
      });
      if (!response.ok) throw new Error(`UPS address validation failed with ${response.status}`);
      const xav = ((await response.json()) as UpsResponse).XAVResponse ?? {};
      const candidates = [xav.Candidate ?? []].flat().map(({ AddressKeyFormat: key }) => ({
        AddressKeyFormat: {
          AddressLine: [key.AddressLine ?? []].flat(),
          PoliticalDivision2: key.PoliticalDivision2 ?? '',
          PoliticalDivision1: key.PoliticalDivision1 ?? '',
          PostcodePrimaryLow: key.PostcodePrimaryLow ?? '',
          CountryCode: key.CountryCode ?? 'US',
        },
      }));
      const indicator =
        xav.ValidAddressIndicator !== undefined
          ? 'ValidAddressIndicator'
          : xav.AmbiguousAddressIndicator !== undefined
            ? 'AmbiguousAddressIndicator'
            : 'NoCandidatesIndicator';
      return { indicator, candidates };
    },
  };
}
