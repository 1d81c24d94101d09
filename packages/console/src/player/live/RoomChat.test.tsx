import { liveSlowModeMessage } from '@runway-live/domain/live';
import { RunwayThemeProvider } from '@runway-live/ui';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPublicEvent } from '../../test/liveViewerFixtures';
import { initialLiveViewerState } from './liveViewerState';
import { RoomChat } from './RoomChat';
import type { ViewerRoom } from './viewerRoom';

/** The room's chat both viewer pages share (the show's page and a web event's live slot). */

afterEach(() => vi.useRealTimers());

describe("a show room's chat", () => {
  it('counts slow mode down each second, then opens the composer again', () => {
    vi.useFakeTimers();
    const start = Date.UTC(2026, 10, 25, 19, 2, 0);
    vi.setSystemTime(start);
    const state = {
      ...initialLiveViewerState(aPublicEvent()),
      status: 'live' as const,
      chatEnabled: true,
      chatRight: 'allowed' as const,
      historyLoaded: true,
      slowModeSec: 3,
      postAgainAt: start + 3000,
      clockAt: start,
    };
    const room: ViewerRoom = { state, ownId: undefined, connection: null, send: vi.fn() };
    render(
      <RunwayThemeProvider>
        <RoomChat room={room} signedIn now={Date.now} height="24rem" />
      </RunwayThemeProvider>,
    );
    expect(screen.getByText(liveSlowModeMessage(3))).toBeVisible();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(liveSlowModeMessage(2))).toBeVisible();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText(liveSlowModeMessage(1))).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  });
});
