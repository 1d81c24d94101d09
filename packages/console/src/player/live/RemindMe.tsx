import { Button } from '@runway-live/ui';
import { useEffect, useState } from 'react';
import type { ShopperApi } from '../shopper/shopperApi';

export const remindWords = {
  ask: 'Remind me',
  done: 'We will notify you when the show starts.',
  failed: 'The reminder could not be saved. Please try again.',
} as const;

/**
 * "Remind me" on an upcoming show (issue 33): a signed-in shopper is notified once when it
 * goes live (in the apps and their inbox); a visitor is asked to sign in first.
 */
export function RemindMe({
  eventId,
  api,
  signedIn,
  onSignIn,
}: {
  eventId: string;
  api: Pick<ShopperApi, 'remind' | 'reminded'>;
  signedIn: boolean;
  onSignIn: () => void;
}) {
  const [state, setState] = useState<'idle' | 'saving' | 'done' | 'failed'>('idle');
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    api.reminded(eventId).then(
      (answer) => {
        if (live && answer.reminded) setState('done');
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, eventId, signedIn]);
  if (state === 'done') return <p role="status">{remindWords.done}</p>;
  return (
    <div>
      <Button
        variant="secondary"
        loading={state === 'saving'}
        onClick={() => {
          if (!signedIn) {
            onSignIn();
            return;
          }
          setState('saving');
          api.remind(eventId).then(
            () => setState('done'),
            () => setState('failed'),
          );
        }}
      >
        {remindWords.ask}
      </Button>
      {state === 'failed' ? <p role="alert">{remindWords.failed}</p> : null}
    </div>
  );
}
