import { describe, expect, it } from 'vitest';
import { apiMessages } from './api/messages';
import { EMAIL_UNVERIFIED_CODE, signInRefusal, type SignInAccount } from './signIn';

const designer: SignInAccount = {
  roles: ['designer'],
  status: 'active',
  emailVerified: true,
  applicationStatus: 'approved',
};

describe('signInRefusal', () => {
  it('lets an approved designer with a verified address in, on the console and the apps', () => {
    expect(signInRefusal(designer, true)).toBeNull();
    expect(signInRefusal(designer, false)).toBeNull();
    expect(signInRefusal({ ...designer, applicationStatus: null }, true)).toBeNull();
  });

  it('hands an applicant no session until an admin approves', () => {
    expect(signInRefusal({ ...designer, applicationStatus: 'pending' }, true)).toEqual({
      message: apiMessages.applicationUnderReview,
    });
    expect(signInRefusal({ ...designer, applicationStatus: 'rejected' }, false)).toEqual({
      message: apiMessages.applicationNotApproved,
    });
  });

  it('asks a designer to verify the e-mail address first, with the code the login acts on', () => {
    expect(signInRefusal({ ...designer, emailVerified: false }, true)).toEqual({
      message: apiMessages.emailNotVerified,
      code: EMAIL_UNVERIFIED_CODE,
    });
    // The application's decision is the first thing an applicant is told.
    expect(
      signInRefusal({ ...designer, emailVerified: false, applicationStatus: 'pending' }, true),
    ).toEqual({ message: apiMessages.applicationUnderReview });
  });

  it('refuses a suspended account anywhere, and a shopper on the console only', () => {
    const shopper = { ...designer, roles: ['user'], emailVerified: false };
    expect(signInRefusal(shopper, true)).toEqual({ message: apiMessages.consoleNotForShoppers });
    expect(signInRefusal(shopper, false)).toBeNull();
    expect(signInRefusal({ ...designer, status: 'suspended' }, false)).toEqual({
      message: apiMessages.accountSuspended,
    });
    // Admin and staff are not designers: their addresses were proven by the set-password link.
    expect(
      signInRefusal({ ...designer, roles: ['member'], emailVerified: false }, true),
    ).toBeNull();
  });
});
