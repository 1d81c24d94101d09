export { LiveChat } from './LiveChat';
export type {
  LiveChatProps,
  LiveChatMessage,
  LiveChatAuthorRole,
  LiveChatComposerState,
} from './LiveChat.types';
