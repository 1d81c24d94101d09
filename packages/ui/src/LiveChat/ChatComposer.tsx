import { liveMessages, liveSlowModeMessage } from '@runway-live/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import type { LiveChatComposerState, LiveChatProps } from './LiveChat.types';
import {
  StyledComposer,
  StyledComposerRow,
  StyledCounter,
  StyledError,
  StyledInlineReason,
  StyledReason,
  StyledTextarea,
  StyledVisuallyHidden,
} from './LiveChat.styles';

/** What the viewer writes with, or the reason they cannot write. */
export function ChatComposer({
  onSend,
  composer,
  maxLength,
  error,
}: {
  onSend: NonNullable<LiveChatProps['onSend']>;
  composer: LiveChatComposerState;
  maxLength: number;
  error?: string | null;
}) {
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const fieldId = useId();
  const counterId = useId();
  const reasonId = useId();
  const errorId = useId();

  // The words are the live protocol's refusals, so the panel and the server say the same.
  if (composer.kind === 'off') return <StyledReason>{liveMessages.chatDisabled}</StyledReason>;
  if (composer.kind === 'ended') return <StyledReason>{liveMessages.chatEnded}</StyledReason>;
  if (composer.kind === 'muted') return <StyledReason>{liveMessages.muted}</StyledReason>;
  if (composer.kind === 'blocked') return <StyledReason>{liveMessages.blocked}</StyledReason>;
  if (composer.kind === 'sign-in') {
    return (
      <StyledReason>
        {composer.onSignIn ? (
          <Button variant="link" onClick={composer.onSignIn}>
            {liveMessages.signInRequired}
          </Button>
        ) : (
          <a href={composer.href}>{liveMessages.signInRequired}</a>
        )}
      </StyledReason>
    );
  }

  const waiting = composer.kind === 'slow';
  const send = async () => {
    const text = draft.trim();
    if (!text || waiting || sending) return;
    setSending(true);
    try {
      const result = await onSend(text);
      if (result !== false) setDraft('');
    } finally {
      setSending(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const describedBy = [counterId, waiting ? reasonId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <StyledComposer aria-label="Send a message" onSubmit={onSubmit}>
      <label htmlFor={fieldId}>
        <StyledVisuallyHidden>Message</StyledVisuallyHidden>
      </label>
      <StyledTextarea
        id={fieldId}
        rows={2}
        value={draft}
        maxLength={maxLength}
        placeholder="Say something…"
        aria-describedby={describedBy}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void send();
          }
        }}
      />
      <StyledComposerRow>
        <StyledCounter id={counterId} $full={draft.length >= maxLength}>
          {draft.length}/{maxLength}
          <StyledVisuallyHidden> characters</StyledVisuallyHidden>
        </StyledCounter>
        {waiting ? (
          <StyledInlineReason id={reasonId}>
            {liveSlowModeMessage(composer.secondsLeft)}
          </StyledInlineReason>
        ) : null}
        <Button
          type="submit"
          size="sm"
          loading={sending}
          aria-disabled={waiting || !draft.trim() || undefined}
        >
          Send
        </Button>
      </StyledComposerRow>
      {error ? (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      ) : null}
    </StyledComposer>
  );
}
