import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { StyledPanel, StyledTab, StyledTabList } from './Tabs.styles';

export type TabItem = { id: string; label: ReactNode; content: ReactNode; disabled?: boolean };

export type TabsProps = {
  /** Names the tab list ('Event details'). */
  label: string;
  items: readonly TabItem[];
  /** The selected tab's id; leave undefined to let the tabs keep their own. */
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  className?: string;
};

const NEXT_KEYS: Record<string, 1 | -1 | 'first' | 'last'> = {
  ArrowRight: 1,
  ArrowLeft: -1,
  Home: 'first',
  End: 'last',
};

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrows move and select (skipping disabled
 * tabs), Home and End jump to the ends, Tab goes on into the panel. Small enough that a
 * library would bring more than it saves.
 */
export function Tabs({ label, items, value, defaultValue, onChange, className }: TabsProps) {
  const enabled = items.filter((item) => !item.disabled);
  const [ownValue, setOwnValue] = useState(defaultValue ?? enabled[0]?.id);
  const selected = value ?? ownValue;
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (value === undefined) setOwnValue(id);
    onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = NEXT_KEYS[event.key];
    if (move === undefined || enabled.length === 0) return;
    event.preventDefault();
    const at = enabled.findIndex((item) => item.id === selected);
    const index =
      move === 'first'
        ? 0
        : move === 'last'
          ? enabled.length - 1
          : (at + move + enabled.length) % enabled.length;
    const next = enabled[index]!;
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const current = items.find((item) => item.id === selected);
  return (
    <div className={className}>
      <StyledTabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <StyledTab
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              $selected={isSelected}
              onClick={() => select(item.id)}
            >
              {item.label}
            </StyledTab>
          );
        })}
      </StyledTabList>
      {current ? (
        <StyledPanel
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          tabIndex={0}
        >
          {current.content}
        </StyledPanel>
      ) : null}
    </div>
  );
}
