import { messages } from '@runway-live/domain/messages';
import { TEXT_LIMITS } from '@runway-live/domain/schemas';
import { Badge, Button, Fieldset, IconButton, TextField, tokens } from '@runway-live/ui';
import { useState } from 'react';
import { styled } from 'styled-components';

const StyledAddRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${tokens.space[2]};
  align-items: end;
`;

const StyledList = styled.ol`
  display: grid;
  gap: ${tokens.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[1]} ${tokens.space[2]};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  & > :first-child {
    margin-right: auto;
  }
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
`;

const StyledError = styled.p`
  margin: 0;
  color: ${tokens.color.danger};
  font-size: ${tokens.fontSize[2]};
`;

type SizesEditorProps = {
  sizes: readonly string[];
  onChange: (sizes: string[]) => void;
  /** The sizes' message ('Add at least one size'…), or a size's own. */
  error?: string;
};

function moved(sizes: readonly string[], from: number, to: number): string[] {
  const next = [...sizes];
  const [size] = next.splice(from, 1);
  if (size !== undefined) next.splice(to, 0, size);
  return next;
}

/**
 * A chart's sizes in order: type a size and press Enter or Add; each size moves up or down
 * with its buttons (keyboard and screen readers included) or is removed. Move buttons for
 * now: ARCHITECTURE.md names @dnd-kit for dragging, which the console does not carry yet.
 */
export function SizesEditor({ sizes, onChange, error }: SizesEditorProps) {
  const [draft, setDraft] = useState('');
  // A size already in the chart is refused as it is typed, not only when the form is saved.
  const repeated = sizes.includes(draft.trim());
  const shownError = repeated ? messages.sizesRepeated : error;
  const add = () => {
    const size = draft.trim();
    if (size === '' || repeated) return;
    onChange([...sizes, size]);
    setDraft('');
  };
  return (
    <Fieldset legend="Sizes (required)" aria-describedby={shownError ? 'sizes-error' : undefined}>
      <StyledHint>In the order shoppers see them, smallest first.</StyledHint>
      <StyledAddRow>
        <TextField
          label="New size"
          name="sizes"
          maxLength={TEXT_LIMITS.sizeChart.size}
          value={draft}
          aria-invalid={shownError ? true : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" disabled={repeated} onClick={add}>
          Add size
        </Button>
      </StyledAddRow>
      {shownError ? (
        <StyledError id="sizes-error" role="alert">
          {shownError}
        </StyledError>
      ) : null}
      {sizes.length > 0 ? (
        <StyledList aria-label="Sizes in order">
          {sizes.map((size, index) => (
            <StyledItem key={`${size}-${index}`}>
              <Badge>{size}</Badge>
              <IconButton
                size="sm"
                variant="ghost"
                label={`Move ${size} up`}
                icon={<span aria-hidden>↑</span>}
                disabled={index === 0}
                onClick={() => onChange(moved(sizes, index, index - 1))}
              />
              <IconButton
                size="sm"
                variant="ghost"
                label={`Move ${size} down`}
                icon={<span aria-hidden>↓</span>}
                disabled={index === sizes.length - 1}
                onClick={() => onChange(moved(sizes, index, index + 1))}
              />
              <IconButton
                size="sm"
                variant="ghost"
                label={`Remove ${size}`}
                icon={<span aria-hidden>×</span>}
                onClick={() => onChange(sizes.filter((_, at) => at !== index))}
              />
            </StyledItem>
          ))}
        </StyledList>
      ) : null}
    </Fieldset>
  );
}
