import { describe, expect, it } from 'vitest';
import { firstMessages } from './validators';
import { memberFormSchema } from './profile';

const member = {
  fullName: ' Nia Park ',
  firstName: 'Nia',
  email: ' Nia@Staff.TEST ',
  mobileNumber: '',
  about: '',
  profile: '',
};

const messagesOf = (values: object) => {
  const result = memberFormSchema.safeParse(values);
  return result.error ? firstMessages(result.error) : {};
};

describe('memberFormSchema', () => {
  it('sends the member payload trimmed, its e-mail in lower case', () => {
    expect(memberFormSchema.parse(member)).toEqual({
      fullName: 'Nia Park',
      firstName: 'Nia',
      email: 'nia@staff.test',
      mobileNumber: '',
      about: '',
      profile: '',
    });
  });

  it('asks for a name and a valid e-mail, and checks a mobile number when one is given', () => {
    expect(messagesOf({ ...member, fullName: '  ', email: 'nia@' })).toEqual({
      fullName: 'This field is required',
      email: 'Please enter valid email',
    });
    expect(messagesOf({ ...member, mobileNumber: '12' })).toEqual({
      mobileNumber: 'Enter 8-14 numbers',
    });
    expect(messagesOf({ ...member, firstName: 'N1a' })).toEqual({
      firstName: 'Please enter letters and spaces only',
    });
  });

  it('takes only an uploaded image as the profile picture', () => {
    expect(messagesOf({ ...member, profile: 'https://evil.example/x.png' })).toEqual({
      profile: 'Must be an uploaded image',
    });
    expect(
      memberFormSchema.parse({ ...member, profile: 'brands_ab12_1700000000.png' }).profile,
    ).toBe('brands_ab12_1700000000.png');
  });
});
