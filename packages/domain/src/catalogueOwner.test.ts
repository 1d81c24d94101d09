import { describe, expect, it } from 'vitest';
import { mayOwnCatalogue } from './catalogueOwner';

describe('mayOwnCatalogue', () => {
  it('is an approved designer, by the effective (first) role', () => {
    expect(mayOwnCatalogue({ roles: ['designer'], applicationStatus: 'approved' })).toBe(true);
    expect(mayOwnCatalogue({ roles: ['designer', 'member'], applicationStatus: 'approved' })).toBe(
      true,
    );
  });

  it.each([
    [['designer'], 'pending'],
    [['designer'], 'rejected'],
    [['designer'], null],
    [['member', 'designer'], 'approved'],
    [['admin'], 'approved'],
    [['user'], 'approved'],
  ])('is not %j with the application %j', (roles, applicationStatus) => {
    expect(mayOwnCatalogue({ roles, applicationStatus })).toBe(false);
  });
});
