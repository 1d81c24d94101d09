import { describe, expect, it } from 'vitest';
import { firstMessages } from './validators';
import { joinSchema } from './join';

const valid = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@runway.test',
  password: 'runway-demo-1',
  confirm_password: 'runway-demo-1',
};

function messagesOf(values: unknown) {
  const result = joinSchema.safeParse(values);
  return result.success ? {} : firstMessages(result.error);
}

describe('joinSchema', () => {
  it('accepts a complete form', () => {
    expect(messagesOf(valid)).toEqual({});
  });

  it("asks for non-blank names and both passwords with 'This field is required'", () => {
    expect(
      messagesOf({ ...valid, first_name: ' ', last_name: '', password: '', confirm_password: '' }),
    ).toEqual({
      first_name: 'This field is required',
      last_name: 'This field is required',
      password: 'This field is required',
      confirm_password: 'This field is required',
    });
  });

  it("says 'Please enter valid email' for a malformed e-mail", () => {
    expect(messagesOf({ ...valid, email: 'ada' })).toEqual({ email: 'Please enter valid email' });
  });

  it("says 'The passwords do not match' on confirm_password when they differ", () => {
    expect(messagesOf({ ...valid, confirm_password: 'runway-demo-2' })).toEqual({
      confirm_password: 'The passwords do not match',
    });
  });
});
