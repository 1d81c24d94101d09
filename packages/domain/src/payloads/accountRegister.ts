import type { JoinValues } from '../schemas/join';
import { fieldsOf, textOf } from './text';

/** The body of `POST /api/auth/register` (section 3). */
export type AccountRegisterPayload = {
  fullName: string;
  email: string;
  password: string;
  repeatPassword: string;
};

/** The join form's values as the account register call sends them. */
export function buildAccountRegisterPayload(joinValues: JoinValues): AccountRegisterPayload {
  const values = fieldsOf(joinValues);
  const fullName = [values.first_name, values.last_name]
    .map((name) => textOf(name).trim())
    .filter((name) => name.length > 0)
    .join(' ');
  return {
    fullName,
    email: textOf(values.email),
    password: textOf(values.password),
    repeatPassword: textOf(values.confirm_password),
  };
}
