import { Alert, Badge, Button, EmptyState, SearchInput, Skeleton, tokens } from '@runway-live/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const StyledPicker = styled.fieldset`
  display: grid;
  gap: ${tokens.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${tokens.space[2]};
    padding: 0;
    font-weight: ${tokens.fontWeight.semibold};
  }
`;

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

export type PickerItem = {
  id: string;
  name: string;
  /** Shown before the name (a thumbnail). */
  media?: ReactNode;
  /** The item is in another show: adding it here moves it. */
  inAnotherShow?: boolean;
};

export type ShowItemsPickerProps = {
  /** 'Products', 'Looks'. */
  legend: string;
  /** 'product', 'look'. */
  noun: string;
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
 * designer's own with Add. An item in another show says so; adding it moves it here.
 */
export function ShowItemsPicker({
  legend,
  noun,
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
  return (
    <StyledPicker>
      <legend>{legend}</legend>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {chosen.length === 0 ? (
        <StyledHint>{`No ${noun}s in this show yet.`}</StyledHint>
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
              description={`Every ${noun} of yours that matches is in the show already.`}
            />
          ) : (
            <StyledList aria-label={`${legend} to add`}>
              {offered.map((item) => (
                <StyledItem key={item.id}>
                  <StyledName>
                    {item.media}
                    {item.name}
                    {item.inAnotherShow ? <Badge tone="warning">In another show</Badge> : null}
                  </StyledName>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Add ${item.name}`}
                    onClick={() => onAdd(item)}
                  >
                    Add
                  </Button>
                </StyledItem>
              ))}
            </StyledList>
          )}
        </>
      )}
    </StyledPicker>
  );
}
