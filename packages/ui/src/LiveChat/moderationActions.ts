import type { LiveChatMessage, LiveChatProps } from './LiveChat.types';

export type ModerationAction = {
  key: string;
  label: string;
  danger: boolean;
  /** The message leaves the log: focus goes back to the log, not to a vanished button. */
  removes: boolean;
  run: (message: LiveChatMessage) => void;
};

export function moderationActions(
  message: LiveChatMessage,
  own: boolean,
  props: Pick<LiveChatProps, 'onPin' | 'onDelete' | 'onMute' | 'onShadowMute' | 'onBlock'>,
): ModerationAction[] {
  const name = message.authorName;
  // Muting and blocking aim at a viewer, never at oneself or the show's own people.
  const aimsAtViewer = !own && (message.authorRole ?? 'viewer') === 'viewer';
  const actions: (ModerationAction | null)[] = [
    props.onPin
      ? { key: 'pin', label: 'Pin message', danger: false, removes: false, run: props.onPin }
      : null,
    props.onDelete
      ? { key: 'delete', label: 'Delete message', danger: true, removes: true, run: props.onDelete }
      : null,
    aimsAtViewer && props.onMute
      ? { key: 'mute', label: `Mute ${name}`, danger: false, removes: false, run: props.onMute }
      : null,
    aimsAtViewer && props.onShadowMute
      ? {
          key: 'shadow-mute',
          label: `Shadow-mute ${name}`,
          danger: false,
          removes: false,
          run: props.onShadowMute,
        }
      : null,
    aimsAtViewer && props.onBlock
      ? { key: 'block', label: `Block ${name}`, danger: true, removes: false, run: props.onBlock }
      : null,
  ];
  return actions.filter((action): action is ModerationAction => action !== null);
}
