import { LiveChat } from '@runway-live/ui';
import { useMemo } from 'react';
import { useNow } from '../../shared/useNow';
import { chatMessageOf, composerOf, type ViewerRoom } from './viewerRoom';

export type RoomChatProps = {
  room: ViewerRoom;
  signedIn: boolean;
  now: () => number;
  /** Opens the page's own sign-in; without it "Sign in to chat" links to the console's. */
  onSignIn?: () => void;
  /** The chat's height on the page. */
  height: string;
};

/**
 * A show room's chat as a viewer has it: the history, then live; the pinned message; the
 * composer's state (off, sign in, muted, blocked, slow mode counting down each second, open).
 */
export function RoomChat({ room, signedIn, now, onSignIn, height }: RoomChatProps) {
  const { state, ownId, send } = room;
  const time = useNow(now, state.postAgainAt !== null);
  const messages = useMemo(() => state.messages.map(chatMessageOf), [state.messages]);
  return (
    <div style={{ height }}>
      <LiveChat
        messages={messages}
        loading={!state.historyLoaded}
        ownAuthorId={ownId}
        pinned={state.pinned ? chatMessageOf(state.pinned) : null}
        onSend={send}
        composer={composerOf(state, signedIn, time, onSignIn)}
        error={state.refusal}
      />
    </div>
  );
}
