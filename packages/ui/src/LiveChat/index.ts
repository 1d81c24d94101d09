export {
  LiveChat,
  LIVE_CHAT_MAX_LENGTH,
  type LiveChatProps,
  type LiveChatMessage,
  type LiveChatAuthorRole,
  type LiveChatComposerState,
} from './LiveChat';
