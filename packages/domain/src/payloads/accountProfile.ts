/**
 * The account's name and social pages (issue 27), one rule each, for the profile form, the
 * server's update-user and anyone else who stores them.
 */

export type AccountNames = { fullName: string; firstName: string; lastName: string };

/**
 * The three names as one value: the full name is what a person types, and the first and
 * last name are read from it (the first word, then the rest), so they can never disagree.
 * A change that names only first or last name makes the full name of them.
 */
export function accountNames(change: {
  fullName?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}): Partial<AccountNames> {
  if (change.fullName !== undefined) {
    const fullName = change.fullName.trim().replace(/\s+/gu, ' ');
    const [firstName = '', ...rest] = fullName === '' ? [] : fullName.split(' ');
    return { fullName, firstName, lastName: rest.join(' ') };
  }
  if (change.firstName === undefined && change.lastName === undefined) return {};
  const firstName = change.firstName?.trim() ?? '';
  const lastName = change.lastName?.trim() ?? '';
  return { fullName: [firstName, lastName].filter(Boolean).join(' '), firstName, lastName };
}

export type SocialNetwork = 'instagram' | 'facebook';

const PROFILE_BASE: Readonly<Record<SocialNetwork, string>> = {
  instagram: 'https://www.instagram.com/',
  facebook: 'https://www.facebook.com/',
};

// A handle as each network allows it: letters, digits, dots, underscores (Instagram) or
// dots (Facebook). Written with '@', or bare when it cannot be read as a site address.
const HANDLE: Readonly<Record<SocialNetwork, RegExp>> = {
  instagram: /^[A-Za-z0-9._]{1,30}$/u,
  facebook: /^[A-Za-z0-9.]{1,50}$/u,
};

/**
 * A social page as typed: a handle (`@maisonlumiere`, or `maisonlumiere`) becomes the page's
 * address (`https://www.instagram.com/maisonlumiere`); anything else is returned as it is,
 * for the site-address rule to judge. Blank stays ''.
 */
export function socialProfileUrl(network: SocialNetwork, typed: string): string {
  const value = typed.trim();
  const handle = value.startsWith('@') ? value.slice(1) : value;
  const bare = !value.startsWith('@') && /[.:/]/u.test(value);
  if (value === '' || bare || !HANDLE[network].test(handle)) return value;
  return `${PROFILE_BASE[network]}${handle}`;
}
