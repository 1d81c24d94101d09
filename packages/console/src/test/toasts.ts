import { screen, within } from '@testing-library/react';

/**
 * The latest toast of `role` (status for a success, alert for a failure) in the shell's
 * Notifications region: a page may have status regions of its own (a list's announcements).
 */
export async function toastOf(role: 'status' | 'alert'): Promise<HTMLElement> {
  const region = screen.getByRole('region', { name: 'Notifications' });
  const found = await within(region).findAllByRole(role);
  return found[found.length - 1]!;
}
