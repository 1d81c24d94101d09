import { type ApiEvent } from '@runway-live/domain/api';
import { EVENT_TRANSITIONS } from '@runway-live/domain/schemas';
import { Button, ConfirmDialog } from '@runway-live/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { sendStatusOnce } from '../../api/liveSocket';
import { useToast } from '../../shared/useToast';
import { ROW_ACTION_STYLE } from '../../resources/ResourceListPage';
import { tokenAtom } from '../../state/session';
import { eventKeys } from './eventKeys';

type QuickMove = 'live' | 'ended';

const MOVES = {
  live: { action: 'Go live', title: 'Go live now?', done: 'The show is live', destructive: false },
  ended: {
    action: 'End',
    title: 'End the show?',
    done: 'The show has ended',
    destructive: true,
  },
} as const;

/** The quick move a row offers: going live from scheduled, ending from live. */
function quickMoveOf(event: ApiEvent): QuickMove | null {
  const next = EVENT_TRANSITIONS[event.status];
  if (next.includes('live')) return 'live';
  if (next.includes('ended')) return 'ended';
  return null;
}

/**
 * The events list's quick status change (spec section 4, the one-shot mode): a row's Go live
 * or End, asked first, sent over the live socket by joining the room, sending the change
 * and disconnecting, with the server's refusal toasted.
 */
export function useQuickStatus() {
  const token = useAtomValue(tokenAtom);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<{ event: ApiEvent; move: QuickMove } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (!asking) return;
    setBusy(true);
    const ack = await sendStatusOnce({
      eventId: asking.event._id,
      status: asking.move,
      auth: token ? { token } : {},
    });
    setBusy(false);
    setAsking(null);
    if (!ack.ok) {
      toast.error(ack.message);
      return;
    }
    toast.success(MOVES[asking.move].done);
    await queryClient.invalidateQueries({ queryKey: eventKeys.all });
  };

  const rowAction = (event: ApiEvent): ReactNode => {
    const move = quickMoveOf(event);
    if (!move) return null;
    return (
      <Button
        {...ROW_ACTION_STYLE}
        aria-label={`${MOVES[move].action}: ${event.title}`}
        onClick={() => setAsking({ event, move })}
      >
        {MOVES[move].action}
      </Button>
    );
  };

  const element: ReactNode = (
    <ConfirmDialog
      open={asking !== null}
      title={asking ? MOVES[asking.move].title : ''}
      confirmLabel={asking ? MOVES[asking.move].action : undefined}
      cancelLabel="Not now"
      destructive={asking ? MOVES[asking.move].destructive : false}
      busy={busy}
      onConfirm={() => void run()}
      onCancel={() => setAsking(null)}
    >
      {asking?.move === 'ended'
        ? `“${asking.event.title}” ends for every viewer and cannot go live again.`
        : asking
          ? `“${asking.event.title}” goes live now.`
          : null}
    </ConfirmDialog>
  );
  return { rowAction, element };
}
