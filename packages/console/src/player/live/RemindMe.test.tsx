import { RunwayThemeProvider } from '@runway-live/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LIVE_EVENT_ID } from '../../test/liveViewerFixtures';
import { RemindMe, remindWords } from './RemindMe';

function setup({ signedIn = true, already = false, fails = false } = {}) {
  const api = {
    remind: vi.fn(async () => {
      if (fails) throw new Error('refused');
      return { reminded: true, pendingVerification: false };
    }),
    reminded: vi.fn(async () => ({ reminded: already, pendingVerification: false })),
  };
  const onSignIn = vi.fn();
  render(
    <RunwayThemeProvider>
      <RemindMe eventId={LIVE_EVENT_ID} api={api} signedIn={signedIn} onSignIn={onSignIn} />
    </RunwayThemeProvider>,
  );
  return { api, onSignIn };
}

describe('Remind me', () => {
  it('records a signed-in shopper once and says they will be notified', async () => {
    const { api } = setup();
    await userEvent.setup().click(screen.getByRole('button', { name: remindWords.ask }));
    expect(await screen.findByRole('status')).toHaveTextContent(remindWords.done);
    expect(api.remind).toHaveBeenCalledWith(LIVE_EVENT_ID);
    expect(screen.queryByRole('button', { name: remindWords.ask })).toBeNull();
  });

  it('shows a shopper who asked already that it is done', async () => {
    setup({ already: true });
    expect(await screen.findByRole('status')).toHaveTextContent(remindWords.done);
  });

  it('asks a visitor to sign in first', async () => {
    const visitor = setup({ signedIn: false });
    await userEvent.setup().click(screen.getByRole('button', { name: remindWords.ask }));
    expect(visitor.onSignIn).toHaveBeenCalledOnce();
    expect(visitor.api.remind).not.toHaveBeenCalled();
  });

  it('says when the reminder could not be saved', async () => {
    setup({ fails: true });
    await userEvent.setup().click(screen.getByRole('button', { name: remindWords.ask }));
    expect(await screen.findByRole('alert')).toHaveTextContent(remindWords.failed);
  });
});
