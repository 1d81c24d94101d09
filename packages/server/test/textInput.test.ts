import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, SUB_ROLES } from '@runway-live/domain/api';
import { messages } from '@runway-live/domain/messages';
import { users } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

// Text the database cannot store (a NUL, a lone surrogate) is the caller's mistake: a 400
// naming the field, from the shared schemas; the database's own refusal is the backstop.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // Test-only routes that hand the database a value it refuses, past every schema.
      routes: (app) => {
        app.get('/test/refused/:kind', { config: { access: 'public' } }, async (request) => {
          const { kind } = request.params as { kind: string };
          const db = t.database.db;
          if (kind === 'nul') await db.execute(sql`select ${'a\u0000b'}::text`);
          if (kind === 'surrogate') await db.execute(sql`select ${'"\\ud800"'}::jsonb`);
          if (kind === 'uuid') await db.execute(sql`select ${'not-a-uuid'}::uuid`);
          if (kind === 'number') await db.execute(sql`select ${'99999999999'}::int`);
          if (kind === 'stored') {
            await db
              .insert(users)
              .values({ email: 'nul@x.test', fullName: 'a\u0000b', roles: ['user'] });
          }
          return { success: true };
        });
      },
    },
  );
});
afterAll(() => t.close());

const UNSUPPORTED = messages.unsupportedCharacters;
const NUL = 'Jane\u0000Doe';
const LONE = 'Jane \ud800';

/** An anonymous call with the API key, as the console's public pages make it. */
const post = (url: string, payload: object) =>
  t.call({ method: 'POST', url, payload, token: null });

const register = (fullName: string, email: string) =>
  post('/api/auth/register', {
    fullName,
    email,
    password: 'long-enough',
    repeatPassword: 'long-enough',
  });

describe('text the database cannot store', () => {
  it('#10.2 register answers 400 naming the name with a NUL or a lone surrogate', async () => {
    for (const [name, email] of [
      [NUL, 'nul@shop.test'],
      [LONE, 'lone@shop.test'],
    ] as const) {
      const response = await register(name, email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: `fullName: ${UNSUPPORTED}` });
    }
  });

  it('#10.2 web-user answers 400 naming the field, a jsonb field included', async () => {
    const base = { firstName: 'Nadia', email: 'nadia@nul.test', password: 'long-enough' };
    const cases: [object, string][] = [
      [{ firstName: NUL }, 'firstName'],
      [{ firstName: LONE }, 'firstName'],
      [{ address: { country: LONE } }, 'address.country'],
    ];
    for (const [change, field] of cases) {
      const response = await post('/api/v2/auth/web-user', { ...base, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message).toBe(`${field}: ${UNSUPPORTED}`);
    }
    // A sub-role is one of section 3's values: anything else, a NUL included, is refused so.
    const subRole = await post('/api/v2/auth/web-user', { ...base, subRoles: ['Designer', NUL] });
    expect(subRole.statusCode).toBe(400);
    expect(subRole.json().message).toBe(`subRoles.1: ${apiMessages.subRoleUnknown(SUB_ROLES)}`);
  });

  it('#10.2 register-designer answers 400 naming the field, in its jsonb address too', async () => {
    const base = { fullName: 'Iris Vale', email: 'iris@nul.test', brandName: 'Vale' };
    const address = {
      pincode: '1',
      primaryAddress: '1 Main',
      country: 'US',
      state: 'TX',
      city: 'A',
    };
    const cases: [object, string][] = [
      [{ fullName: NUL }, 'fullName'],
      [{ brandName: LONE }, 'brandName'],
      [{ address: { ...address, primaryAddress: LONE } }, 'address.primaryAddress'],
      [{ enquiry: { mobileNumber: '', email: NUL } }, 'enquiry.email'],
    ];
    for (const [change, field] of cases) {
      const response = await post('/api/auth/register-designer', { ...base, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message).toBe(`${field}: ${UNSUPPORTED}`);
    }
  });

  it('#10.2 GET /api/v2/designers?search=%00 answers 400 naming search', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/v2/designers?search=%00',
      token: await t.tokenOf('admin'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`search: ${UNSUPPORTED}`);
  });

  it('#10.2 maps the database refusing a value (class 22) to 400, never 500', async () => {
    for (const kind of ['nul', 'surrogate', 'uuid', 'number', 'stored']) {
      const response = await t.app.inject({ method: 'GET', url: `/test/refused/${kind}` });
      expect(response.statusCode, kind).toBe(400);
      expect(response.json(), kind).toEqual({ success: false, message: apiMessages.invalidInput });
    }
  });
});
