import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema } from './forgotPassword';

describe('forgotPasswordSchema', () => {
  it("says 'This field is required' for a blank e-mail", () => {
    expect(forgotPasswordSchema.safeParse({ email: ' ' }).error?.issues[0]?.message).toBe(
      'This field is required',
    );
  });

  it("says 'Please enter a valid email address' for a malformed e-mail", () => {
    expect(forgotPasswordSchema.safeParse({ email: 'staff@' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
  });

  it('accepts a valid e-mail', () => {
    expect(forgotPasswordSchema.safeParse({ email: 'staff@runway.test' }).success).toBe(true);
  });
});
