import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  firstMessages,
  mustMatch,
  onlyChar,
  optionalEmail,
  optionalSiteUrl,
  requiredEmail,
  requiredSiteUrl,
  requiredText,
  requiredValue,
} from './validators';
import { mobileNumber } from './mobileNumber';
import { PROPERTY_TIMEOUT_MS } from '../testing/property';

/** The first message a form shows for one field's value, or undefined when it is valid. */
function messageFor(schema: z.core.$ZodType, value: unknown): string | undefined {
  const result = z.safeParse(schema, value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('requiredText', () => {
  it.each(['', ' ', '\t\n  ', undefined, null, 42])(
    "says 'This field is required' for %j",
    (value) => {
      expect(messageFor(requiredText(), value)).toBe('This field is required');
    },
  );

  it('accepts text with content and keeps it as typed', () => {
    expect(requiredText().parse(' Maison ')).toBe(' Maison ');
  });
});

describe('requiredValue', () => {
  it("says 'This field is required' only when empty: spaces are password characters", () => {
    expect(messageFor(requiredValue(), '')).toBe('This field is required');
    expect(messageFor(requiredValue(), '   ')).toBeUndefined();
  });
});

describe('requiredEmail', () => {
  const email = requiredEmail('Enter valid email');

  it('reports a blank e-mail as required, not as invalid', () => {
    const result = email.safeParse('  ');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['This field is required']);
  });

  it.each(['ada', 'ada@', '@runway.test', 'ada@runway', 'a da@runway.test'])(
    "says 'Enter valid email' for %j",
    (value) => {
      expect(messageFor(email, value)).toBe('Enter valid email');
    },
  );

  it.each(['ada@runway.test', 'ada.lovelace+shop@atelier.co.uk'])('accepts %j', (value) => {
    expect(messageFor(email, value)).toBeUndefined();
  });
});

describe('optionalEmail', () => {
  const contactEmail = optionalEmail('Please enter valid email');

  it.each([undefined, '', '  ', 'press@maison.test'])('accepts %j', (value) => {
    expect(messageFor(contactEmail, value)).toBeUndefined();
  });

  it("says 'Please enter valid email' for a filled, invalid e-mail", () => {
    expect(messageFor(contactEmail, 'press@')).toBe('Please enter valid email');
  });
});

describe('site URL patterns', () => {
  it.each([
    'maison.com',
    'www.maison.com',
    'https://maison.com',
    'http://shop.maison.co.uk/spring?look=3#top',
    'https://instagram.com/maison',
    'maison.com:8080/shop',
  ])('accepts %j', (url) => {
    expect(messageFor(requiredSiteUrl(), url)).toBeUndefined();
    expect(messageFor(optionalSiteUrl(), url)).toBeUndefined();
  });

  it.each([
    'maison',
    'https://',
    'ftp://maison.com',
    'maison .com',
    'http://maison',
    'javascript:alert(1)',
    'javascript://maison.com/%0aalert(1)',
    'data:text/html,maison.com',
  ])("says 'Must be a valid site URL' for %j", (url) => {
    expect(messageFor(requiredSiteUrl(), url)).toBe('Must be a valid site URL');
    expect(messageFor(optionalSiteUrl(), url)).toBe('Must be a valid site URL');
  });

  it('requires the website but not facebook or instagram', () => {
    expect(messageFor(requiredSiteUrl(), '')).toBe('This field is required');
    expect(messageFor(optionalSiteUrl(), '')).toBeUndefined();
    expect(messageFor(optionalSiteUrl(), undefined)).toBeUndefined();
  });
});

describe('onlyChar', () => {
  it.each(['', 'Ada', 'Ada Lovelace', 'José Ångström'])('accepts %j', (value) => {
    expect(messageFor(onlyChar(), value)).toBeUndefined();
  });

  it.each(['Ada1', 'Ada-Lovelace', "O'Brien", 'Ada_'])('refuses %j', (value) => {
    expect(messageFor(onlyChar(), value)).toBe('Please enter letters and spaces only');
  });

  it('takes the caller’s message', () => {
    expect(messageFor(onlyChar('Letters only'), '7')).toBe('Letters only');
  });
});

describe('mobileNumber', () => {
  it.each([
    ['', 'This field is required'],
    ['+1', 'Enter 8-14 numbers'],
    ['+1234567', 'Enter 8-14 numbers'],
    ['+123456789012345', 'Enter 8-14 numbers'],
    ['+11234567890', 'Enter valid mobile number'],
    ['+1000000000', 'Enter valid mobile number'],
  ])('says for %j: %j', (value, message) => {
    expect(messageFor(mobileNumber(), value)).toBe(message);
  });

  it.each(['+12015550123', '+447911123456', '+33612345678'])('accepts %j', (value) => {
    expect(messageFor(mobileNumber(), value)).toBeUndefined();
  });
});

describe('the zod/mini fields inside classic schemas', () => {
  // requiredEmail and requiredValue are zod/mini schemas (the login page's budget); the
  // classic forms use them as they are, since both front ends share zod/v4/core.
  const classic = z
    .object({ email: requiredEmail('Enter valid email'), password: requiredValue() })
    .extend({ name: requiredText() })
    .refine((values) => values.password !== values.email, { error: 'Same', path: ['password'] });

  it('parses and keeps each field as typed', () => {
    const values = { email: ' ada@runway.test ', password: ' secret ', name: 'Ada' };
    expect(classic.parse(values)).toEqual(values);
  });

  it("reports each field's messages, the classic object's own refinement included", () => {
    const blank = classic.safeParse({ email: ' ', password: '', name: '' });
    expect(firstMessages(blank.error!)).toEqual({
      email: 'This field is required',
      password: 'This field is required',
      name: 'This field is required',
    });
    const wrong = classic.safeParse({ email: 'ada', password: 'ada@runway.test', name: 'A' });
    expect(firstMessages(wrong.error!)).toEqual({ email: 'Enter valid email' });
    const same = classic.safeParse({ email: 'a@b.co', password: 'a@b.co', name: 'A' });
    expect(firstMessages(same.error!)).toEqual({ password: 'Same' });
    const missing = classic.safeParse({});
    expect(firstMessages(missing.error!)).toEqual({
      email: 'This field is required',
      password: 'This field is required',
      name: 'This field is required',
    });
  });

  it('#10.2 refuses unstorable text first, as the classic textField does', () => {
    const result = classic.safeParse({ email: 'a\u0000@b.co', password: '\ud800', name: 'A' });
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['email', 'Please remove unsupported characters'],
      ['email', 'Enter valid email'],
      ['password', 'Please remove unsupported characters'],
    ]);
  });
});

describe('mustMatch', () => {
  const schema = mustMatch(
    z.object({ email: requiredText(), password: requiredValue(), again: requiredValue() }),
    'password',
    'again',
    'They differ',
  );

  it('puts the message on the matching field', () => {
    const result = schema.safeParse({ email: 'a', password: 'one', again: 'two' });
    expect(result.success).toBe(false);
    expect(firstMessages(result.error!)).toEqual({ again: 'They differ' });
  });

  it('shows the mismatch while another field is still invalid', () => {
    const result = schema.safeParse({ email: '', password: 'one', again: 'two' });
    expect(firstMessages(result.error!)).toEqual({
      email: 'This field is required',
      again: 'They differ',
    });
  });

  it('accepts equal values', () => {
    expect(schema.safeParse({ email: 'a', password: 'same', again: 'same' }).success).toBe(true);
  });
});

describe('every field rule is total', () => {
  it(
    'never throws on any input',
    () => {
      const schemas = [
        requiredText(),
        requiredEmail('x'),
        requiredSiteUrl(),
        optionalSiteUrl(),
        onlyChar(),
        mobileNumber(),
      ];
      fc.assert(
        fc.property(fc.anything(), (value) => {
          for (const schema of schemas) expect(() => schema.safeParse(value)).not.toThrow();
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
