import { describe, expect, it } from 'vitest';
import { firstMessages } from './validators';
import { loginEmailSchema, loginSchema } from './login';

function messagesOf(values: unknown) {
  const result = loginSchema.safeParse(values);
  return result.success ? {} : firstMessages(result.error);
}

describe('loginSchema', () => {
  it("asks for both fields with 'This field is required'", () => {
    expect(messagesOf({ email: '', password: '' })).toEqual({
      email: 'This field is required',
      password: 'This field is required',
    });
    expect(messagesOf({})).toEqual({
      email: 'This field is required',
      password: 'This field is required',
    });
  });

  it("says 'Please enter valid email' for a malformed e-mail", () => {
    expect(messagesOf({ email: 'ada@runway', password: 'secret' })).toEqual({
      email: 'Please enter valid email',
    });
  });

  it('accepts an e-mail and a password', () => {
    expect(loginSchema.parse({ email: 'admin@runway.test', password: 'runway-demo-1' })).toEqual({
      email: 'admin@runway.test',
      password: 'runway-demo-1',
    });
  });

  it('checks the e-mail alone on the first step (CONTINUE)', () => {
    expect(loginEmailSchema.safeParse({ email: 'admin@runway.test' }).success).toBe(true);
    expect(loginEmailSchema.safeParse({ email: '  ' }).error?.issues[0]?.message).toBe(
      'This field is required',
    );
  });
});
