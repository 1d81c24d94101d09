/**
 * TEMPORARY: the ui package's SortableList and ImageList (issue 12) are being written in
 * packages/ui with exactly these props; until they are on main this stand-in (move
 * up/down and remove buttons, no drag) lets the look screens run and be tested. Delete this
 * file and import both from '@runway-live/ui' when they land.
 */
import { Button } from '@runway-live/ui';
import { useState, type ReactNode } from 'react';

export type SortableItem = { id: string; label: string; content?: ReactNode };
export type SortableListProps = {
  items: SortableItem[];
  onReorder: (ids: string[]) => void;
  onRemove?: (id: string) => void;
  label: string;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
  emptyText?: string;
  trailing?: ReactNode;
  moveButtons?: boolean;
};

function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
}

export function SortableList({
  items,
  onReorder,
  onRemove,
  label,
  disabled,
  moveButtons,
}: SortableListProps) {
  const [announcement, setAnnouncement] = useState('');
  const ids = items.map((item) => item.id);
  const move = (from: number, to: number) => {
    const item = items[from];
    if (!item) return;
    onReorder(moved(ids, from, to));
    setAnnouncement(`Moved ${item.label} to position ${to + 1} of ${items.length}.`);
  };
  return (
    <div>
      <ol aria-label={label}>
        {items.map((item, index) => (
          <li key={item.id}>
            {item.content ?? item.label}
            {moveButtons ? (
              <>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={disabled || index === 0}
                  aria-label={`Move ${item.label} up`}
                  onClick={() => move(index, index - 1)}
                >
                  Up
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={disabled || index === items.length - 1}
                  aria-label={`Move ${item.label} down`}
                  onClick={() => move(index, index + 1)}
                >
                  Down
                </Button>
              </>
            ) : null}
            {onRemove ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={disabled}
                aria-label={`Remove ${item.label}`}
                onClick={() => onRemove(item.id)}
              >
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      <div aria-live="polite">{announcement}</div>
    </div>
  );
}

export type ImageListItem = { id: string; src: string; alt: string };
export type ImageListProps = {
  images: ImageListItem[];
  onReorder: (ids: string[]) => void;
  onRemove: (id: string) => void;
  label: string;
  addSlot?: ReactNode;
  emptyText?: string;
  disabled?: boolean;
};

export function ImageList({
  images,
  onReorder,
  onRemove,
  label,
  addSlot,
  emptyText,
  disabled,
}: ImageListProps) {
  if (images.length === 0) {
    return (
      <div>
        <p>{emptyText}</p>
        {addSlot}
      </div>
    );
  }
  return (
    <div>
      <SortableList
        label={label}
        orientation="horizontal"
        moveButtons
        disabled={disabled}
        onReorder={onReorder}
        onRemove={onRemove}
        items={images.map((image, index) => ({
          id: image.id,
          label: image.alt,
          content: (
            <>
              <img src={image.src} alt={image.alt} width={64} height={64} />
              {index === 0 ? <span>Cover</span> : null}
            </>
          ),
        }))}
      />
      {addSlot}
    </div>
  );
}
