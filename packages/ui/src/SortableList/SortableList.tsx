import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  GripHorizontal,
  GripVertical,
  X,
} from 'lucide-react';
import { IconButton } from '../IconButton/IconButton';
import {
  StyledContent,
  StyledControls,
  StyledEmpty,
  StyledHandle,
  StyledItem,
  StyledList,
  StyledSpoken,
  type SortableOrientation,
} from './SortableList.styles';

export type SortableItem = {
  id: string;
  /** What the item is called: its handle's and remove button's names, and announcements. */
  label: string;
  /** What the item shows; its label when left out. */
  content?: ReactNode;
};

export type SortableListProps = {
  items: SortableItem[];
  /** The ids in their new order, after a drop or a keyboard move. */
  onReorder: (ids: string[]) => void;
  /** Shows a remove button on each item when given. */
  onRemove?: (id: string) => void;
  /** The list's accessible name. */
  label: string;
  disabled?: boolean;
  /** Horizontal lists wrap onto more rows when they run out of width. */
  orientation?: SortableOrientation;
  /** Shown instead of the list when it has no item. */
  emptyText?: string;
  /** Something after the last item, in the same row (an "Add image" tile); it does not move. */
  trailing?: ReactNode;
  /**
   * Adds "Move up" and "Move down" buttons ("left" and "right" when horizontal) to each
   * item: one press, one place, for people who can neither drag nor use the handle's keys.
   */
  moveButtons?: boolean;
};

type ButtonKind = 'handle' | 'earlier' | 'later';

export const SORTABLE_INSTRUCTIONS =
  'To pick up an item, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, or Escape to cancel.';

function SortableRow({
  item,
  index,
  count,
  orientation,
  disabled,
  onRemove,
  onMove,
  registerButton,
}: {
  item: SortableItem;
  index: number;
  count: number;
  orientation: SortableOrientation;
  disabled: boolean;
  onRemove?: (id: string) => void;
  onMove?: (id: string, by: -1 | 1) => void;
  registerButton: (id: string, kind: ButtonKind, element: HTMLButtonElement | null) => void;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id, disabled });
  const Grip = orientation === 'vertical' ? GripVertical : GripHorizontal;
  const handle = (
    <StyledHandle>
      <IconButton
        {...attributes}
        {...listeners}
        ref={(element) => {
          setActivatorNodeRef(element);
          registerButton(item.id, 'handle', element);
        }}
        label={`Reorder ${item.label}`}
        icon={<Grip aria-hidden />}
        size="sm"
        disabled={disabled}
      />
    </StyledHandle>
  );
  const vertical = orientation === 'vertical';
  const moves = onMove ? (
    <>
      <IconButton
        ref={(element) => registerButton(item.id, 'earlier', element)}
        label={`Move ${item.label} ${vertical ? 'up' : 'left'}`}
        icon={vertical ? <ArrowUp aria-hidden /> : <ArrowLeft aria-hidden />}
        size="sm"
        onClick={() => onMove(item.id, -1)}
        disabled={disabled || index === 0}
      />
      <IconButton
        ref={(element) => registerButton(item.id, 'later', element)}
        label={`Move ${item.label} ${vertical ? 'down' : 'right'}`}
        icon={vertical ? <ArrowDown aria-hidden /> : <ArrowRight aria-hidden />}
        size="sm"
        onClick={() => onMove(item.id, 1)}
        disabled={disabled || index === count - 1}
      />
    </>
  ) : null;
  const remove = onRemove ? (
    <IconButton
      label={`Remove ${item.label}`}
      icon={<X aria-hidden />}
      size="sm"
      onClick={() => onRemove(item.id)}
      disabled={disabled}
    />
  ) : null;
  return (
    <StyledItem
      ref={setNodeRef}
      $orientation={orientation}
      $dragging={isDragging}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {orientation === 'vertical' ? (
        <>
          {handle}
          <StyledContent>{item.content ?? item.label}</StyledContent>
          {moves}
          {remove}
        </>
      ) : (
        <>
          <StyledContent>{item.content ?? item.label}</StyledContent>
          <StyledControls $orientation={orientation}>
            {handle}
            {moves}
            {remove}
          </StyledControls>
        </>
      )}
    </StyledItem>
  );
}

/**
 * An ordered list the person reorders by dragging an item's handle, or by keyboard on the
 * handle (Space or Enter picks up, arrows move, Space or Enter drops, Escape cancels),
 * with an optional remove button per item. Every move is announced ("Moved Silk dress to
 * position 3 of 5"). Built on @dnd-kit; controlled: the order comes from `items`.
 */
export function SortableList({
  items,
  onReorder,
  onRemove,
  label,
  disabled = false,
  orientation = 'vertical',
  emptyText,
  trailing,
  moveButtons = false,
}: SortableListProps) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // After a remove or a move button, where focus goes once the new items are drawn: the
  // first of these buttons that can take it.
  const focusNext = useRef<{ id: string; kinds: ButtonKind[] } | null>(null);
  const [spoken, setSpoken] = useState('');

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    const button = target.kinds
      .map((kind) => buttons.current.get(`${target.id}:${kind}`))
      .find((element) => element !== undefined && !element.disabled);
    button?.focus();
  }, [items]);

  const labelOf = (id: UniqueIdentifier) =>
    items.find((item) => item.id === id)?.label ?? String(id);
  const positionOf = (id: UniqueIdentifier) =>
    `position ${items.findIndex((item) => item.id === id) + 1} of ${items.length}`;

  // Where the dragged item was last said to be: dnd-kit reports the item over itself right
  // after the pick-up, which is no move.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${labelOf(active.id)}, at ${positionOf(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return `Moved ${labelOf(active.id)} to ${positionOf(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `Dropped ${labelOf(active.id)} at ${positionOf(over.id)}.`
        : `Dropped ${labelOf(active.id)}.`,
    onDragCancel: ({ active }) =>
      `Cancelled. ${labelOf(active.id)} is back at ${positionOf(active.id)}.`,
  };
  const instructions: ScreenReaderInstructions = { draggable: SORTABLE_INSTRUCTIONS };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = items.map((item) => item.id);
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from === -1 || to === -1) return;
    onReorder(arrayMove(ids, from, to));
  };

  const remove = onRemove
    ? (id: string) => {
        const index = items.findIndex((item) => item.id === id);
        const next = items[index + 1] ?? items[index - 1];
        focusNext.current = next ? { id: next.id, kinds: ['handle'] } : null;
        setSpoken(`Removed ${labelOf(id)}.`);
        onRemove(id);
      }
    : undefined;

  const move = moveButtons
    ? (id: string, by: -1 | 1) => {
        const ids = items.map((item) => item.id);
        const from = ids.indexOf(id);
        const to = from + by;
        if (from === -1 || to < 0 || to >= ids.length) return;
        const kind: ButtonKind = by === -1 ? 'earlier' : 'later';
        focusNext.current = {
          id,
          kinds: [kind, kind === 'earlier' ? 'later' : 'earlier', 'handle'],
        };
        setSpoken(`Moved ${labelOf(id)} to position ${to + 1} of ${ids.length}.`);
        onReorder(arrayMove(ids, from, to));
      }
    : undefined;

  return (
    <>
      {items.length === 0 && emptyText ? <StyledEmpty>{emptyText}</StyledEmpty> : null}
      {items.length > 0 || trailing ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: instructions }}
        >
          <SortableContext
            items={items.map((item) => item.id)}
            strategy={
              orientation === 'vertical' ? verticalListSortingStrategy : rectSortingStrategy
            }
            disabled={disabled}
          >
            <StyledList aria-label={label} $orientation={orientation}>
              {items.map((item, index) => (
                <SortableRow
                  key={item.id}
                  item={item}
                  index={index}
                  count={items.length}
                  orientation={orientation}
                  disabled={disabled}
                  onRemove={remove}
                  onMove={move}
                  registerButton={(id, kind, element) => {
                    if (element) buttons.current.set(`${id}:${kind}`, element);
                    else buttons.current.delete(`${id}:${kind}`);
                  }}
                />
              ))}
              {trailing ? <li>{trailing}</li> : null}
            </StyledList>
          </SortableContext>
        </DndContext>
      ) : null}
      <StyledSpoken role="status">{spoken}</StyledSpoken>
    </>
  );
}
