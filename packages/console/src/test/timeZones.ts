import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Picks a zone in a show form's searchable time-zone picker as a person does: types part
 * of the city and picks the zone it offers ('America/New_York' is offered as
 * 'America/New York').
 */
export async function pickTimeZone(user: UserEvent, zone: string): Promise<void> {
  const picker = screen.getByRole('combobox', { name: 'Time zone' });
  const label = zone.replace(/_/g, ' ');
  await user.tripleClick(picker);
  await user.keyboard(label.split('/').pop()!);
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${label}`) }));
}

/** The zone the picker shows, as the form holds it ('America/New_York'). */
export function shownTimeZone(): string {
  const picker = screen.getByRole<HTMLInputElement>('combobox', { name: 'Time zone' });
  return picker.value.replace(/ /g, '_');
}
