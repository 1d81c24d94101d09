export {
  LiveChat,
  type LiveChatProps,
  type LiveChatMessage,
  type LiveChatAuthorRole,
  type LiveChatComposerState,
} from './LiveChat';
