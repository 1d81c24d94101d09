import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp';

// A stand-in for UPS's OAuth and XAV endpoints on loopback, so the real adapter runs end
// to end: token request, validation request, and the mapping of its answer.
const seen: { path: string; authorization: string; body: string }[] = [];
let ups: Server;
let t: TestApp;

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

beforeAll(async () => {
  ups = createServer(async (request, response) => {
    const body = await bodyOf(request);
    seen.push({
      path: request.url ?? '',
      authorization: request.headers.authorization ?? '',
      body,
    });
    response.setHeader('content-type', 'application/json');
    if (request.url === '/security/v1/oauth/token') {
      response.end(JSON.stringify({ access_token: 'ups-token', expires_in: '14399' }));
      return;
    }
    response.end(
      JSON.stringify({
        XAVResponse: {
          AmbiguousAddressIndicator: '',
          Candidate: [
            {
              AddressKeyFormat: {
                AddressLine: '350 5TH AVE',
                PoliticalDivision2: 'NEW YORK',
                PoliticalDivision1: 'NY',
                PostcodePrimaryLow: '10118',
                CountryCode: 'US',
              },
            },
          ],
        },
      }),
    );
  });
  await new Promise<void>((resolve) => ups.listen(0, '127.0.0.1', resolve));
  const { port } = ups.address() as AddressInfo;
  t = await createTestApp({
    UPS_CLIENT_ID: 'client',
    UPS_CLIENT_SECRET: 'secret',
    UPS_BASE_URL: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => ups.close(resolve));
});

describe('the UPS address validator', () => {
  it('signs in with client credentials once and maps the XAV answer to the carrier shape', async () => {
    const address = {
      primaryAddress: '350 Fifth Avenue',
      city: 'New York',
      state: 'NY',
      pincode: '10118',
      country: 'United States',
    };
    for (let i = 0; i < 2; i++) {
      const response = await t.call({
        method: 'POST',
        url: '/api/v2/order/validate_address',
        payload: address,
      });
      expect(response.json()).toEqual({
        success: true,
        carrier: 'UPS',
        indicator: 'AmbiguousAddressIndicator',
        candidates: [
          {
            AddressKeyFormat: {
              AddressLine: ['350 5TH AVE'],
              PoliticalDivision2: 'NEW YORK',
              PoliticalDivision1: 'NY',
              PostcodePrimaryLow: '10118',
              CountryCode: 'US',
            },
          },
        ],
      });
    }
    const tokenCalls = seen.filter((call) => call.path === '/security/v1/oauth/token');
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]?.authorization).toBe(
      `Basic ${Buffer.from('client:secret').toString('base64')}`,
    );
    const validation = seen.find((call) => call.path === '/api/addressvalidation/v2/1');
    expect(validation?.authorization).toBe('Bearer ups-token');
    expect(JSON.parse(validation?.body ?? '{}').XAVRequest.AddressKeyFormat).toMatchObject({
      AddressLine: ['350 Fifth Avenue'],
      PostcodePrimaryLow: '10118',
    });
  });
});
