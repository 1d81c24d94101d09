import { describe, expect, it } from 'vitest';
import {
  loginRequestSchema,
  registerDesignerRequestSchema,
  registerRequestSchema,
  runwayUserRequestSchema,
  updateUserRequestSchema,
  webUserRequestSchema,
} from './index';

describe('the API request schemas', () => {
  it("trims and lower-cases e-mails, and defaults the console's device_type", () => {
    expect(loginRequestSchema.parse({ email: ' Ada@Runway.TEST ', password: 'x' })).toEqual({
      email: 'ada@runway.test',
      password: 'x',
      device_type: 'cms',
    });
  });

  it('says which rule failed, with the messages of the spec', () => {
    const invalid = loginRequestSchema.safeParse({ email: 'ada', password: '' });
    expect(invalid.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Please enter valid email'],
      ['password', 'This field is required'],
    ]);
    const mismatch = registerRequestSchema.safeParse({
      fullName: 'Ada',
      email: 'ada@runway.test',
      password: 'long-enough',
      repeatPassword: 'different!',
    });
    expect(mismatch.error?.issues[0]?.message).toBe('The passwords do not match');
    const short = registerRequestSchema.safeParse({
      fullName: 'Ada',
      email: 'ada@runway.test',
      password: 'short',
      repeatPassword: 'short',
    });
    expect(short.error?.issues[0]?.message).toBe('Please enter min 8 characters');
  });

  it('gives the wizard its defaults: United States and the Designer sub-role', () => {
    const body = webUserRequestSchema.parse({
      firstName: 'Nadia',
      email: 'nadia@noir.test',
      password: 'wizard-pass',
    });
    expect(body.address).toEqual({ country: 'United States' });
    expect(body.subRoles).toEqual(['Designer']);
    expect(body.lastName).toBe('');
  });

  it('treats a string value of events as an empty list (section 3)', () => {
    const body = registerDesignerRequestSchema.parse({
      fullName: 'Iris Vale',
      email: 'iris@vale.test',
      brandName: 'Vale',
      events: 'none',
    });
    expect(body.events).toEqual([]);
    expect(body.returnAddressIsSame).toBe(true);
  });

  it('creates staff members by default, and takes commission as a number from 0 to 100', () => {
    expect(
      runwayUserRequestSchema.parse({ fullName: 'Mia Member', email: 'mia@runway.test' }).roles,
    ).toEqual(['member']);
    expect(updateUserRequestSchema.safeParse({ commission: '12.5' }).data?.commission).toBe(12.5);
    expect(updateUserRequestSchema.safeParse({ commission: 120 }).success).toBe(false);
  });
});
