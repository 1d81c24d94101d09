import { describe, expect, it } from 'vitest';
import { accountNames, socialProfileUrl } from './accountProfile';

describe('accountNames: the full name and its parts are one value (issue 27)', () => {
  it('reads the first and last name from the full name: the first word, then the rest', () => {
    expect(accountNames({ fullName: '  Anna  Maria Rossi ' })).toEqual({
      fullName: 'Anna Maria Rossi',
      firstName: 'Anna',
      lastName: 'Maria Rossi',
    });
    expect(accountNames({ fullName: 'Cher', firstName: 'Ignored' })).toEqual({
      fullName: 'Cher',
      firstName: 'Cher',
      lastName: '',
    });
  });

  it('makes the full name of a first or last name given alone, and leaves names untouched', () => {
    expect(accountNames({ firstName: 'Ava', lastName: 'Stone' })).toEqual({
      fullName: 'Ava Stone',
      firstName: 'Ava',
      lastName: 'Stone',
    });
    expect(accountNames({})).toEqual({});
  });
});

describe('socialProfileUrl: a handle is stored as its page (issue 27)', () => {
  it.each([
    ['instagram', '@maisonlumiere', 'https://www.instagram.com/maisonlumiere'],
    ['instagram', 'maison_lumiere', 'https://www.instagram.com/maison_lumiere'],
    ['instagram', '@maison.lumiere', 'https://www.instagram.com/maison.lumiere'],
    ['facebook', '@maisonlumiere', 'https://www.facebook.com/maisonlumiere'],
    ['instagram', 'instagram.com/maisonlumiere', 'instagram.com/maisonlumiere'],
    ['facebook', 'https://facebook.com/maison', 'https://facebook.com/maison'],
    ['instagram', 'not a page', 'not a page'],
    ['instagram', '  ', ''],
  ] as const)('%s %j → %j', (network, typed, stored) => {
    expect(socialProfileUrl(network, typed)).toBe(stored);
  });
});
