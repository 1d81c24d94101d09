import { describe, expect, it } from 'vitest';
import { firstMessages } from './validators';
import { resetPasswordSchema } from './resetPassword';

function messagesOf(values: unknown) {
  const result = resetPasswordSchema.safeParse(values);
  return result.success ? {} : firstMessages(result.error);
}

describe('resetPasswordSchema', () => {
  it("asks for both passwords with 'This field is required'", () => {
    expect(messagesOf({ password: '', confirmPassword: '' })).toEqual({
      password: 'This field is required',
      confirmPassword: 'This field is required',
    });
  });

  it("asks for at least 8 characters: 'Please enter min 8 characters'", () => {
    expect(messagesOf({ password: 'runway7', confirmPassword: 'runway7' })).toEqual({
      password: 'Please enter min 8 characters',
    });
    expect(messagesOf({ password: 'runway78', confirmPassword: 'runway78' })).toEqual({});
  });

  it("puts 'Password not match with new password' on the confirmation", () => {
    expect(messagesOf({ password: 'runway-demo-1', confirmPassword: 'runway-demo-2' })).toEqual({
      confirmPassword: 'Password not match with new password',
    });
  });
});
