import type { LivePushedCode } from '@runway-live/domain/live';
import { RunwayThemeProvider } from '@runway-live/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPublicEvent } from '../../test/liveViewerFixtures';
import { LiveCodeBanner } from './LiveCodeBanner';
import { initialLiveViewerState, liveViewerReducer } from './liveViewerState';

afterEach(() => vi.useRealTimers());

const START = Date.UTC(2026, 10, 28, 19, 0, 0);
const code = (over: Partial<LivePushedCode> = {}): LivePushedCode => ({
  couponId: '0190a000-0000-7000-8000-00000000c0de',
  code: 'SPRING20',
  offer: '20% off',
  window: { kind: 'minutes', minutes: 15 },
  expiresAt: new Date(START + 90_000).toISOString(),
  ...over,
});

describe('the pushed code’s banner', () => {
  it('counts the time left down, then goes once the window is over', () => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    render(
      <RunwayThemeProvider>
        <LiveCodeBanner code={code()} onApply={vi.fn()} />
      </RunwayThemeProvider>,
    );
    const banner = screen.getByRole('region', { name: 'Code for viewers' });
    expect(banner.textContent).toContain('SPRING20: 20% off · 01:30 left');
    act(() => vi.advanceTimersByTime(60_000));
    expect(banner.textContent).toContain('00:30 left');
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.queryByRole('region', { name: 'Code for viewers' })).toBeNull();
  });

  it('says a live-window code lasts while the show is live', () => {
    render(
      <RunwayThemeProvider>
        <LiveCodeBanner
          code={code({ window: { kind: 'live' }, expiresAt: null })}
          onApply={vi.fn()}
        />
      </RunwayThemeProvider>,
    );
    expect(screen.getByRole('region', { name: 'Code for viewers' }).textContent).toContain(
      'While the show is live',
    );
  });

  it('copies the code to the clipboard and applies it to the checkout', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const onApply = vi.fn();
    render(
      <RunwayThemeProvider>
        <LiveCodeBanner
          code={code({ expiresAt: null })}
          onApply={onApply}
          clipboard={{ writeText }}
        />
      </RunwayThemeProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('SPRING20');
    expect(await screen.findByText('Copied SPRING20')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('SPRING20');
    expect(screen.getByRole('status').textContent).toBe('SPRING20 will be applied at checkout');
  });
});

describe('the viewer state’s code', () => {
  it('takes the room’s code for its show, and clears it when withdrawn', () => {
    const event = aPublicEvent();
    const initial = initialLiveViewerState(event);
    const pushed = liveViewerReducer(initial, {
      type: 'code',
      code: { eventId: event._id, code: code() },
    });
    expect(pushed.code).toEqual(code());
    const other = liveViewerReducer(pushed, {
      type: 'code',
      code: { eventId: 'another', code: null },
    });
    expect(other.code).toEqual(code());
    expect(
      liveViewerReducer(pushed, { type: 'code', code: { eventId: event._id, code: null } }).code,
    ).toBeNull();
  });
});
