import { describe, expect, it } from 'vitest';
import { consoleSide, effectiveRole, isAdmin, isAdminOrStaff, roleSide } from './roles';

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

  it('#10.13 decides the side by the first role only', () => {
    expect(roleSide({ roles: ['admin'] })).toBe('admin-or-staff');
    expect(roleSide({ roles: ['member', 'designer'] })).toBe('admin-or-staff');
    expect(roleSide({ roles: ['designer', 'member'] })).toBe('designer');
    expect(roleSide({ roles: ['designer', 'admin'] })).toBe('designer');
    expect(roleSide({ roles: ['user', 'admin'] })).toBe('shopper');
    expect(roleSide({ roles: ['user'] })).toBe('shopper');
    // Section 6: any other role is treated as designer.
    expect(roleSide({ roles: ['curator', 'admin'] })).toBe('designer');
    expect(roleSide({ roles: [] })).toBeNull();
    expect(roleSide(null)).toBeNull();
  });

  it('#10.13 gives the console two sides: shoppers count as designers there (section 6)', () => {
    expect(consoleSide({ roles: ['member', 'designer'] })).toBe('admin');
    expect(consoleSide({ roles: ['designer', 'member'] })).toBe('designer');
    expect(consoleSide({ roles: ['user'] })).toBe('designer');
    expect(consoleSide(undefined)).toBeNull();
  });

  it('keeps isAdmin a display field: true for a designer whose roles hold admin, whose side stays designer', () => {
    const user = { roles: ['designer', 'admin'] };
    expect(isAdmin(user)).toBe(true);
    expect(roleSide(user)).toBe('designer');
  });

  it('reads a malformed first role as none', () => {
    expect(effectiveRole({ roles: [42] as unknown as string[] })).toBeUndefined();
    expect(effectiveRole({ roles: 'admin' } as unknown as { roles: string[] })).toBeUndefined();
  });
});
