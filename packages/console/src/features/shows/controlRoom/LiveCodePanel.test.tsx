import { RunwayThemeProvider } from '@runway-live/ui';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LiveCodePanel } from './LiveCodePanel';

const codes = [
  { couponId: 'c1', code: 'SPRING20', offer: '20% off' },
  { couponId: 'c2', code: 'BRAND5', offer: '$5.00 off' },
];
const now = () => Date.UTC(2026, 10, 28, 19, 0, 0);

describe('Push a code', () => {
  it('pushes the chosen code for the show’s first minutes', () => {
    const onPush = vi.fn(() => Promise.resolve(true));
    render(
      <RunwayThemeProvider>
        <LiveCodePanel codes={codes} current={null} redemptions={0} onPush={onPush} now={now} />
      </RunwayThemeProvider>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Code' }), { target: { value: 'c2' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'For' }), {
      target: { value: 'minutes' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Minutes from going live/ }), {
      target: { value: '15' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Push code' }));
    expect(onPush).toHaveBeenCalledWith('c2', { kind: 'minutes', minutes: 15 });
  });

  it('refuses a window of no minutes under its field, pushing nothing', () => {
    const onPush = vi.fn(() => Promise.resolve(true));
    render(
      <RunwayThemeProvider>
        <LiveCodePanel codes={codes} current={null} redemptions={0} onPush={onPush} now={now} />
      </RunwayThemeProvider>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'For' }), {
      target: { value: 'minutes' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Minutes from going live/ }), {
      target: { value: '0' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Push code' }));
    expect(onPush).not.toHaveBeenCalled();
    expect(
      screen.getByText('Must be a whole number of minutes from 1 to 1440'),
    ).toBeInTheDocument();
  });

  it('shows the code on screen with its time left and redemptions, and withdraws it', () => {
    const onPush = vi.fn(() => Promise.resolve(true));
    render(
      <RunwayThemeProvider>
        <LiveCodePanel
          codes={codes}
          current={{
            couponId: 'c1',
            code: 'SPRING20',
            offer: '20% off',
            window: { kind: 'minutes', minutes: 15 },
            expiresAt: new Date(now() + 10 * 60_000).toISOString(),
          }}
          redemptions={3}
          onPush={onPush}
          now={now}
        />
      </RunwayThemeProvider>,
    );
    const onScreen = screen.getByRole('region', { name: 'Code on screen' });
    expect(onScreen.textContent).toContain('SPRING20: 20% off · 10:00 left');
    const figure = screen.getByRole('region', { name: 'Code redemptions' });
    expect(within(figure).getByText('3')).toBeInTheDocument();
    fireEvent.click(within(onScreen).getByRole('button', { name: 'Withdraw' }));
    expect(onPush).toHaveBeenCalledWith(null, { kind: 'live' });
  });
});
