import { describe, expect, it } from 'vitest';
import { buildAccountRegisterPayload } from './accountRegister';

describe('buildAccountRegisterPayload', () => {
  it('sends the join form as fullName, email, password and repeatPassword', () => {
    expect(
      buildAccountRegisterPayload({
        first_name: ' Ada ',
        last_name: 'Lovelace',
        email: 'ada@runway.test',
        password: 'runway-demo-1',
        confirm_password: 'runway-demo-1',
      }),
    ).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@runway.test',
      password: 'runway-demo-1',
      repeatPassword: 'runway-demo-1',
    });
  });
});
