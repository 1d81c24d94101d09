import { EllipsisVertical } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { IconButton } from '../IconButton/IconButton';
import type { LiveChatMessage } from './LiveChat.types';
import { StyledMenu, StyledMenuItem, StyledMenuWrapper } from './LiveChat.styles';
import type { ModerationAction } from './moderationActions';

/** A menu button (WAI-ARIA menu pattern): arrows move, Escape and Tab close. */
export function MessageMenu({
  message,
  actions,
  onRemoved,
}: {
  message: LiveChatMessage;
  actions: ModerationAction[];
  onRemoved: () => void;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusOnOpen = useRef(0);

  useEffect(() => {
    if (open) itemRefs.current[focusOnOpen.current]?.focus();
  }, [open]);

  const openAt = (index: number) => {
    focusOnOpen.current = index;
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const move = (from: number, step: number) => {
    const next = (from + step + actions.length) % actions.length;
    itemRefs.current[next]?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = itemRefs.current.findIndex((item) => item === document.activeElement);
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(index, 1),
      ArrowUp: () => move(index, -1),
      Home: () => itemRefs.current[0]?.focus(),
      End: () => itemRefs.current[actions.length - 1]?.focus(),
      Escape: () => close(true),
    };
    const handler = keys[event.key];
    if (handler) {
      event.preventDefault();
      handler();
    }
  };

  return (
    <StyledMenuWrapper
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <IconButton
        ref={buttonRef}
        size="sm"
        label={`Moderate ${message.authorName}'s message`}
        icon={<EllipsisVertical aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openAt(event.key === 'ArrowDown' ? 0 : actions.length - 1);
          }
        }}
      />
      {open ? (
        <StyledMenu
          id={menuId}
          role="menu"
          aria-label={`Moderate ${message.authorName}'s message`}
          onKeyDown={onMenuKeyDown}
        >
          {actions.map((action, index) => (
            <li key={action.key} role="none">
              <StyledMenuItem
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                $danger={action.danger}
                onClick={() => {
                  close(!action.removes);
                  if (action.removes) onRemoved();
                  action.run(message);
                }}
              >
                {action.label}
              </StyledMenuItem>
            </li>
          ))}
        </StyledMenu>
      ) : null}
    </StyledMenuWrapper>
  );
}
