import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  Fieldset,
  SearchInput,
  Skeleton,
  tokens,
} from '@runway-live/ui';
import { useId, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';

const StyledList = styled.ul`
  display: grid;
  gap: ${tokens.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]} ${tokens.space[3]};
  align-items: center;
  justify-content: space-between;
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
`;

const StyledName = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
  align-items: center;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
`;

/** The show an item is in now, when it is another one than the show being edited. */
export type OtherShow = {
  /** Its title; undefined while it loads. */
  title: string | undefined;
  /** An ended show keeps its items: its record, carousel times and replay show them. */
  ended: boolean;
};

export type PickerItem = {
  id: string;
  name: string;
  /** Shown before the name (a thumbnail). */
  media?: ReactNode;
  /** The item is in another show: adding it here moves it, after asking (issue 27). */
  elsewhere?: OtherShow;
};

/**
 * The show a listed item is in, named from the shows at hand (`shows`, by id, as the
 * resource's useDetails gives them): undefined when it is in none or in `current`.
 */
export function otherShowOf(
  showId: string | null,
  current: string | null,
  shows: ReadonlyMap<string, { title: string; status: string }>,
): OtherShow | undefined {
  if (showId === null || showId === current) return undefined;
  const show = shows.get(showId);
  return { title: show?.title, ended: show?.status === 'ended' };
}

/** 'In “Spring Drop”', 'In the ended show “Winter Capsule Replay”'. */
function elsewhereText(other: OtherShow, showNoun: string): string {
  if (other.title === undefined) return `In another ${showNoun}`;
  return other.ended
    ? `In the ended ${showNoun} “${other.title}”`
    : `In the ${showNoun} “${other.title}”`;
}

export type ShowItemsPickerProps = {
  /** 'Products', 'Looks'. */
  legend: string;
  /** 'product', 'look'. */
  noun: string;
  /** What holds them: 'show', 'web event'. */
  showNoun: string;
  /** The show being edited, as the move question names it ('Autumn Gala'; 'this show'). */
  into: string;
  /** The ids in the show, in order, with what is known of them. */
  chosen: readonly string[];
  known: ReadonlyMap<string, PickerItem>;
  onAdd: (item: PickerItem) => void;
  onRemove: (id: string) => void;
  /** The designer's items matching the search (one page). */
  candidates: {
    items: readonly PickerItem[] | undefined;
    pending: boolean;
    error: string | null;
  };
  onSearch: (search: string) => void;
  /** Why nothing can be picked yet (no designer chosen). */
  blocked?: string;
  /** The list's error (a product listed twice, too many). */
  error?: string;
};

/**
 * The show's products or looks: those in it, each with Remove, and a search of the
 * designer's own with Add. An item in another show names that show; Add asks before it
 * moves the item here (Cancel leaves both shows as they were), and an item in an ended
 * show cannot be added: that show's record and replay keep it.
 */
export function ShowItemsPicker({
  legend,
  noun,
  showNoun,
  into,
  chosen,
  known,
  onAdd,
  onRemove,
  candidates,
  onSearch,
  blocked,
  error,
}: ShowItemsPickerProps) {
  const offered = (candidates.items ?? []).filter((item) => !chosen.includes(item.id));
  const badgeId = useId();
  // The item whose move out of its show waits for the user's answer.
  const [moving, setMoving] = useState<PickerItem | null>(null);
  const from = moving?.elsewhere?.title;
  return (
    <Fieldset legend={legend}>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {chosen.length === 0 ? (
        <StyledHint>{`No ${noun}s in this ${showNoun} yet.`}</StyledHint>
      ) : (
        <StyledList aria-label={`${legend} in the show`}>
          {chosen.map((id) => {
            const item = known.get(id);
            const name = item?.name ?? `${noun} ${id.slice(0, 8)}`;
            return (
              <StyledItem key={id}>
                <StyledName>
                  {item?.media}
                  {name}
                </StyledName>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${name}`}
                  onClick={() => onRemove(id)}
                >
                  Remove
                </Button>
              </StyledItem>
            );
          })}
        </StyledList>
      )}
      {blocked ? (
        <StyledHint>{blocked}</StyledHint>
      ) : (
        <>
          <SearchInput label={`Search your ${noun}s`} placeholder="Name" onSearch={onSearch} />
          {candidates.error ? (
            <Alert tone="error">{candidates.error}</Alert>
          ) : candidates.pending ? (
            <Skeleton height="3rem" />
          ) : offered.length === 0 ? (
            <EmptyState
              title={`No ${noun} to add`}
              description={`Every ${noun} of yours that matches is in the ${showNoun} already.`}
            />
          ) : (
            <StyledList aria-label={`${legend} to add`}>
              {offered.map((item) => {
                const other = item.elsewhere;
                return (
                  <StyledItem key={item.id}>
                    <StyledName>
                      {item.media}
                      {item.name}
                      {other ? (
                        <span id={`${badgeId}-${item.id}`}>
                          <Badge tone={other.ended ? 'neutral' : 'warning'}>
                            {elsewhereText(other, showNoun)}
                          </Badge>
                        </span>
                      ) : null}
                    </StyledName>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Add ${item.name}`}
                      aria-describedby={other ? `${badgeId}-${item.id}` : undefined}
                      disabled={other?.ended}
                      onClick={() => (other ? setMoving(item) : onAdd(item))}
                    >
                      Add
                    </Button>
                  </StyledItem>
                );
              })}
            </StyledList>
          )}
          {offered.some((item) => item.elsewhere?.ended) ? (
            <StyledHint>
              {`A ${noun} in an ended ${showNoun} stays there: its record and replay show it.`}
            </StyledHint>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={moving !== null}
        title={`Move ${moving?.name ?? ''} to ${into}?`}
        confirmLabel="Move here"
        onConfirm={() => {
          if (moving) onAdd(moving);
          setMoving(null);
        }}
        onCancel={() => setMoving(null)}
      >
        {`${moving?.name ?? ''} is in the ${showNoun} ${from === undefined ? 'it was added to before' : `“${from}”`}. Adding it here takes it out of that ${showNoun} when you save; Cancel leaves both as they are.`}
      </ConfirmDialog>
    </Fieldset>
  );
}
