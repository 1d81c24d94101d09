import { describe, expect, it } from 'vitest';
import { firstMessages } from './validators';
import {
  REGISTER_WIZARD_DEFAULTS,
  REGISTER_WIZARD_STEPS,
  registerAccountStepSchema,
  registerCompanyStepSchema,
  registerDetailsStepSchema,
  registerWizardProgress,
  registerWizardSchema,
} from './registerWizard';
import type { ZodType } from 'zod';

function messagesOf(schema: ZodType, values: unknown) {
  const result = schema.safeParse(values);
  return result.success ? {} : firstMessages(result.error);
}

describe('register wizard, step 1', () => {
  it("asks for a non-blank name, an e-mail and a password: 'This field is required'", () => {
    expect(messagesOf(registerAccountStepSchema, { name: '  ', email: '', password: '' })).toEqual({
      name: 'This field is required',
      email: 'This field is required',
      password: 'This field is required',
    });
  });

  it("says 'Enter valid email' for a malformed e-mail", () => {
    expect(
      messagesOf(registerAccountStepSchema, { name: 'Ada', email: 'ada@', password: 'x-secret' }),
    ).toEqual({ email: 'Enter valid email' });
  });

  it("asks for 8 characters of password, with every new password's message", () => {
    expect(
      messagesOf(registerAccountStepSchema, { name: 'Ada', email: 'ada@a.test', password: 'x' }),
    ).toEqual({ password: 'Please enter min 8 characters' });
    expect(
      messagesOf(registerAccountStepSchema, {
        name: 'Ada',
        email: 'ada@a.test',
        password: '8 chars!',
      }),
    ).toEqual({});
  });
});

describe('register wizard, step 2', () => {
  it('allows no ticks at all (SKIP)', () => {
    expect(messagesOf(registerCompanyStepSchema, { country: 'United States' })).toEqual({});
  });

  it.each(['', '   ', undefined])("says 'Invalid Country Value.' for country %j", (country) => {
    expect(messagesOf(registerCompanyStepSchema, { marketplace: true, country })).toEqual({
      country: 'Invalid Country Value.',
    });
  });
});

describe('register wizard, step 3', () => {
  it("asks for a non-blank brand, website and mobile: 'This field is required'", () => {
    expect(messagesOf(registerDetailsStepSchema, { brand: ' ', website: '', mobile: '' })).toEqual({
      brand: 'This field is required',
      website: 'This field is required',
      mobile: 'This field is required',
    });
  });

  it("says 'Enter 8-14 numbers' for the picker's bare calling code", () => {
    expect(
      messagesOf(registerDetailsStepSchema, {
        brand: 'Maison',
        website: 'maison.com',
        mobile: '+1',
      }),
    ).toEqual({ mobile: 'Enter 8-14 numbers' });
  });

  it("says 'Enter valid mobile number' for a number no country uses", () => {
    expect(
      messagesOf(registerDetailsStepSchema, {
        brand: 'Maison',
        website: 'maison.com',
        mobile: '+11234567890',
      }),
    ).toEqual({ mobile: 'Enter valid mobile number' });
  });
});

describe('the whole wizard', () => {
  it('starts in the United States with its calling code', () => {
    expect(REGISTER_WIZARD_DEFAULTS.country).toBe('United States');
    expect(REGISTER_WIZARD_DEFAULTS.mobile).toBe('+1');
  });

  it('accepts a completed wizard', () => {
    const values = {
      ...REGISTER_WIZARD_DEFAULTS,
      name: 'Ada Lovelace',
      email: 'ada@maison.test',
      password: 'runway-demo-1',
      skincare: true,
      brand: 'Maison Ada',
      website: 'maison-ada.com',
      mobile: '+12015550123',
    };
    expect(registerWizardSchema.parse(values)).toEqual(values);
  });

  it('has three steps and a progress of index over count', () => {
    expect(REGISTER_WIZARD_STEPS).toHaveLength(3);
    const expected = [0, 33.33, 66.67, 100];
    for (const [step, percent] of expected.entries()) {
      expect(registerWizardProgress(step)).toBeCloseTo(percent, 1);
    }
    expect(registerWizardProgress(Number.NaN)).toBe(0);
    expect(registerWizardProgress(9)).toBe(100);
  });
});
