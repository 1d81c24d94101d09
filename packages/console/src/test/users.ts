import { type ApiUser } from '@runway-live/domain/api';
import { encryptBody } from '@runway-live/domain/envelope';
import { STORAGE_KEYS } from '@runway-live/domain/storage';
import { consoleConfig } from '../config';
import { TOKEN_KEY } from '../state/storedSession';

/** A user as GET /api/auth/me answers it. */
export function apiUser(overrides: Partial<ApiUser>): ApiUser {
  return {
    _id: 'u-1',
    email: 'someone@runway.test',
    fullName: 'Some One',
    firstName: 'Some',
    lastName: 'One',
    roles: ['designer'],
    subRoles: [],
    mobileNumber: '',
    about: '',
    profile: '',
    country: 'United States',
    status: 'active',
    isAdmin: false,
    emailVerified: true,
    emailVerifiedAt: null,
    payment: null,
    designer: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export const adminUser = apiUser({
  _id: 'u-admin',
  fullName: 'Ava Admin',
  email: 'admin@runway.test',
  roles: ['admin'],
  isAdmin: true,
});

export const designerUser = apiUser({
  _id: 'u-designer',
  fullName: 'Dara Designer',
  email: 'designer@runway.test',
  roles: ['designer'],
});

/** Leaves a signed-in session in localStorage, as a previous visit would. */
export function storeSession(user: ApiUser, token = 'stored-token') {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(STORAGE_KEYS.USER, encryptBody(user, consoleConfig.envelopeSecret));
}
