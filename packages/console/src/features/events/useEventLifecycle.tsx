import { PAYMENT_ACCOUNT_REQUIRED_CODE, type ApiEvent } from '@runway-live/domain/api';
import { formatDateTime } from '@runway-live/domain/display';
import { EVENT_TRANSITIONS, type EventStatus } from '@runway-live/domain/schemas';
import { Alert, Button, ConfirmDialog, type PageAction } from '@runway-live/ui';
import { useState, type ReactNode } from 'react';
import { failureMessage } from '../../api/ApiProvider';
import { isApiCallError } from '../../api/ApiCallError';
import { useToast } from '../../shared/useToast';
import { usePaymentConnect } from '../payments';
import { events } from './eventsApi';

/** The moves the console offers; going live and ending belong to the control room. */
type LifecycleMove = Extract<EventStatus, 'scheduled' | 'cancelled'>;

const MOVES: Record<
  LifecycleMove,
  { action: string; title: string; confirm: string; done: string; destructive: boolean }
> = {
  scheduled: {
    action: 'Schedule',
    title: 'Schedule this show?',
    confirm: 'Schedule',
    done: 'Event scheduled',
    destructive: false,
  },
  cancelled: {
    action: 'Cancel event',
    title: 'Cancel this show?',
    confirm: 'Cancel event',
    done: 'Event cancelled',
    destructive: true,
  },
};

/** Whether a failure is the payment-account gate (API.md: 403 with its code). */
export function isPaymentAccountRefusal(error: unknown): boolean {
  if (!isApiCallError(error) || error.status !== 403) return false;
  const body = error.body as { code?: unknown } | undefined;
  return body?.code === PAYMENT_ACCOUNT_REQUIRED_CODE;
}

function confirmText(event: ApiEvent, move: LifecycleMove): string {
  if (move === 'cancelled') {
    return `“${event.title}” will be cancelled. A cancelled show cannot be scheduled again.`;
  }
  const when = event.scheduledAt ? formatDateTime(event.scheduledAt, event.timeZone) : null;
  const start = when ? ` for ${when}` : '';
  const privacy = event.rehearsal
    ? ' It is a rehearsal: it stays private and notifies no one.'
    : ' Viewers can find it from now on.';
  return `“${event.title}” will be scheduled${start}.${privacy}`;
}

/**
 * The lifecycle actions of an event (draft → scheduled, draft | scheduled → cancelled),
 * each asked first, as page actions, and what they show: the confirmation and, when
 * scheduling meets the payment-account gate, the refusal with the way to the setup.
 */
export function useEventLifecycle(event: ApiEvent, { disabled = false } = {}) {
  const update = events.useUpdate(event._id);
  const connect = usePaymentConnect();
  const toast = useToast();
  const [asking, setAsking] = useState<LifecycleMove | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const moves = (Object.keys(MOVES) as LifecycleMove[]).filter((move) =>
    EVENT_TRANSITIONS[event.status].includes(move),
  );
  const actions: PageAction[] = moves.map((move) => ({
    label: MOVES[move].action,
    icon: move === 'scheduled' ? 'calendar' : undefined,
    disabled,
    loading: update.isPending && asking === move,
    onClick: () => setAsking(move),
  }));

  const run = async (move: LifecycleMove) => {
    try {
      await update.mutateAsync({ status: move });
      setRefusal(null);
      toast.success(MOVES[move].done);
    } catch (error) {
      if (isPaymentAccountRefusal(error)) setRefusal(failureMessage(error));
      else toast.error(failureMessage(error));
    } finally {
      setAsking(null);
    }
  };

  const element: ReactNode = (
    <>
      {refusal ? (
        <Alert tone="error">
          {refusal}{' '}
          <Button
            variant="secondary"
            size="sm"
            loading={connect.isPending}
            onClick={() => connect.mutate(event.designerId)}
          >
            Set up your payment account
          </Button>
        </Alert>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? MOVES[asking].title : ''}
        confirmLabel={asking ? MOVES[asking].confirm : undefined}
        cancelLabel={asking === 'cancelled' ? 'Keep event' : 'Not now'}
        destructive={asking ? MOVES[asking].destructive : false}
        busy={update.isPending}
        onConfirm={() => asking && void run(asking)}
        onCancel={() => setAsking(null)}
      >
        {asking ? confirmText(event, asking) : null}
      </ConfirmDialog>
    </>
  );
  return { actions, element };
}

/** The lifecycle's actions as buttons: scheduling is the main one, cancelling the other. */
export function LifecycleButtons({ actions }: { actions: readonly PageAction[] }) {
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action.label}
          variant={action.icon ? 'primary' : 'secondary'}
          loading={action.loading}
          disabled={action.disabled}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </>
  );
}
