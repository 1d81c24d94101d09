import { describe, expect, it } from 'vitest';
import { effectiveRole, isAdmin, isAdminOrStaff } from './roles';

describe('roles (section 6)', () => {
  it('takes the first entry of roles as the effective role', () => {
    expect(effectiveRole({ roles: ['member', 'admin'] })).toBe('member');
    expect(effectiveRole({ roles: [] })).toBeUndefined();
    expect(effectiveRole(null)).toBeUndefined();
  });

  it('treats admin and member as admin or staff, any other role as designer', () => {
    expect(isAdminOrStaff('admin')).toBe(true);
    expect(isAdminOrStaff('member')).toBe(true);
    expect(isAdminOrStaff('designer')).toBe(false);
    expect(isAdminOrStaff('user')).toBe(false);
    expect(isAdminOrStaff(undefined)).toBe(false);
  });

  it('derives isAdmin from roles containing admin, wherever it is', () => {
    expect(isAdmin({ roles: ['member', 'admin'] })).toBe(true);
    expect(isAdmin({ roles: ['member'] })).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});
