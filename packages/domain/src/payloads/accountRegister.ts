import type { JoinValues } from '../schemas/join';

/** The body of `POST /api/auth/register` (section 3). */
export type AccountRegisterPayload = {
  fullName: string;
  email: string;
  password: string;
  repeatPassword: string;
};

/** The join form's values as the account register call sends them. */
export function buildAccountRegisterPayload(values: JoinValues): AccountRegisterPayload {
  const fullName = [values.first_name, values.last_name]
    .map((name) => name.trim())
    .filter((name) => name.length > 0)
    .join(' ');
  return {
    fullName,
    email: values.email,
    password: values.password,
    repeatPassword: values.confirm_password,
  };
}
