import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { IconButton } from '../IconButton/IconButton';
import { NumericInput } from '../NumericInput/NumericInput';
import { TextField } from '../TextField/TextField';
import {
  StyledForm,
  StyledNote,
  StyledRow,
  StyledSettings,
  StyledWord,
  StyledWords,
} from './ModerationSettings.styles';

export type ModerationSettingsValue = {
  chatEnabled: boolean;
  /** Seconds between two messages of one viewer; 0 is off. */
  slowModeSec: number;
  blockedWords: readonly string[];
};

export type ModerationSettingsProps = ModerationSettingsValue & {
  /** The app's limits (its domain rules), used as input limits; the server decides. */
  limits: { slowModeMaxSec: number; blockedWordMaxLength: number; pinnedMessageMaxLength: number };
  /** The server's refusals, shown under their field. */
  errors?: { slowMode?: string; blockedWords?: string; pinnedMessage?: string };
  /** The settings cannot be changed now (no connection). */
  disabled?: boolean;
  onChatEnabledChange: (enabled: boolean) => void;
  onSlowModeChange: (seconds: number) => void;
  onBlockedWordsChange: (words: string[]) => void;
  /** Posts a message as the host and pins it above the chat (the chat shows it and unpins it). */
  onPostAndPin: (text: string) => void;
};

function submitted(handler: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    handler();
  };
}

/**
 * The chat's moderation settings in the control room: chat on or off, slow mode, the
 * blocked words the server masks before broadcast, and a message to post and pin. Each part is
 * its own small form, so Enter applies what was typed.
 */
export function ModerationSettings({
  chatEnabled,
  slowModeSec,
  blockedWords,
  limits,
  errors = {},
  disabled = false,
  onChatEnabledChange,
  onSlowModeChange,
  onBlockedWordsChange,
  onPostAndPin,
}: ModerationSettingsProps) {
  const [slowDraft, setSlowDraft] = useState(String(slowModeSec));
  const [word, setWord] = useState('');
  const [pinDraft, setPinDraft] = useState('');
  // A new value from the room replaces the draft (adjusted while rendering, not in an effect).
  const [appliedSlow, setAppliedSlow] = useState(slowModeSec);
  if (appliedSlow !== slowModeSec) {
    setAppliedSlow(slowModeSec);
    setSlowDraft(String(slowModeSec));
  }

  const slowSeconds = slowDraft === '' ? 0 : Math.floor(Number(slowDraft));
  const slowInvalid = !Number.isFinite(slowSeconds) || slowSeconds > limits.slowModeMaxSec;
  const newWord = word.trim();

  return (
    <StyledSettings>
      <Checkbox
        label="Chat is on"
        checked={chatEnabled}
        disabled={disabled}
        onChange={(event) => onChatEnabledChange(event.target.checked)}
      />

      <StyledForm aria-label="Slow mode" onSubmit={submitted(() => onSlowModeChange(slowSeconds))}>
        <StyledRow>
          <NumericInput
            label="Slow mode (seconds between messages)"
            hint={
              slowModeSec > 0
                ? `On: one message every ${slowModeSec} s per viewer. 0 turns it off.`
                : `Off. Up to ${limits.slowModeMaxSec} s.`
            }
            value={slowDraft}
            maxLength={String(limits.slowModeMaxSec).length}
            error={errors.slowMode}
            disabled={disabled}
            onChange={(event) => setSlowDraft(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={disabled || slowInvalid}>
            Apply
          </Button>
        </StyledRow>
      </StyledForm>

      <StyledForm
        aria-label="Blocked words"
        onSubmit={submitted(() => {
          if (!newWord || blockedWords.includes(newWord)) return;
          onBlockedWordsChange([...blockedWords, newWord]);
          setWord('');
        })}
      >
        <StyledRow>
          <TextField
            label="Blocked word"
            hint="Blocked words are masked in messages before anyone sees them."
            value={word}
            maxLength={limits.blockedWordMaxLength}
            error={errors.blockedWords}
            disabled={disabled}
            onChange={(event) => setWord(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={disabled || newWord === ''}>
            Add
          </Button>
        </StyledRow>
        {blockedWords.length > 0 ? (
          <StyledWords aria-label="Blocked words list">
            {blockedWords.map((blocked) => (
              <StyledWord key={blocked}>
                {blocked}
                <IconButton
                  size="sm"
                  label={`Remove ${blocked}`}
                  icon={<X aria-hidden />}
                  disabled={disabled}
                  onClick={() => onBlockedWordsChange(blockedWords.filter((w) => w !== blocked))}
                />
              </StyledWord>
            ))}
          </StyledWords>
        ) : (
          <StyledNote>No blocked words.</StyledNote>
        )}
      </StyledForm>

      <StyledForm
        aria-label="Pinned message"
        onSubmit={submitted(() => {
          const text = pinDraft.trim();
          if (!text) return;
          onPostAndPin(text);
          setPinDraft('');
        })}
      >
        <StyledRow>
          <TextField
            label="Pinned message"
            hint="Posted in the chat as you and pinned above it."
            value={pinDraft}
            maxLength={limits.pinnedMessageMaxLength}
            error={errors.pinnedMessage}
            disabled={disabled}
            onChange={(event) => setPinDraft(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={disabled || pinDraft.trim() === ''}>
            Post and pin
          </Button>
        </StyledRow>
      </StyledForm>
    </StyledSettings>
  );
}
