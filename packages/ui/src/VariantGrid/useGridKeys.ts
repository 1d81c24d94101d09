import { useRef, useState, type KeyboardEvent } from 'react';

export type Position = { row: number; col: number };

/** The cell a key moves to from `at`, or null when the key is the cell's own (a caret move). */
function nextCell(
  event: KeyboardEvent<HTMLInputElement>,
  at: Position,
  last: Position,
): Position | null {
  const input = event.currentTarget;
  const mod = event.ctrlKey || event.metaKey;
  const whole = input.selectionStart === 0 && input.selectionEnd === input.value.length;
  const atStart = whole || (input.selectionStart === 0 && input.selectionEnd === 0);
  const atEnd = whole || input.selectionStart === input.value.length;
  switch (event.key) {
    case 'ArrowUp':
      return { row: Math.max(at.row - 1, 0), col: at.col };
    case 'ArrowDown':
      return { row: Math.min(at.row + 1, last.row), col: at.col };
    case 'ArrowLeft':
      return atStart ? { row: at.row, col: Math.max(at.col - 1, 0) } : null;
    case 'ArrowRight':
      return atEnd ? { row: at.row, col: Math.min(at.col + 1, last.col) } : null;
    case 'Home':
      return mod ? { row: 0, col: 0 } : null;
    case 'End':
      return mod ? last : null;
    case 'Enter':
      return {
        row: Math.min(Math.max(at.row + (event.shiftKey ? -1 : 1), 0), last.row),
        col: at.col,
      };
    default:
      return null;
  }
}

/**
 * The grid's one tab stop and its keys (ARIA grid pattern): arrows and Enter move between
 * cells, Ctrl/⌘+Home and End jump to the corners, Ctrl/⌘+Z undoes, Shift+Ctrl/⌘+Z and
 * Ctrl/⌘+Y redo.
 */
export function useGridKeys(
  size: { rows: number; cols: number },
  history: { undo: () => void; redo: () => void },
) {
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const [active, setActive] = useState<Position>({ row: 0, col: 0 });
  // Rows or columns removed since: the tab stop stays inside the grid.
  const current = {
    row: Math.min(active.row, Math.max(size.rows - 1, 0)),
    col: Math.min(active.col, Math.max(size.cols - 1, 0)),
  };

  const focusCell = (next: Position) => {
    const input = inputs.current.get(`${next.row}:${next.col}`);
    if (!input) return;
    setActive(next);
    input.focus();
    input.select();
  };

  const onCellKeyDown = (event: KeyboardEvent<HTMLInputElement>, at: Position) => {
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (mod && (key === 'z' || key === 'y')) {
      event.preventDefault();
      if (key === 'y' || event.shiftKey) history.redo();
      else history.undo();
      return;
    }
    const next = nextCell(event, at, { row: size.rows - 1, col: size.cols - 1 });
    if (next) {
      event.preventDefault();
      focusCell(next);
    }
  };

  return {
    active: current,
    /** A cell took focus by a click or by Tab into the grid: it becomes the tab stop. */
    activate: (at: Position) => {
      if (at.row !== current.row || at.col !== current.col) setActive(at);
    },
    /** The ref callback of the cell at `at`. */
    cellRef: (at: Position) => (element: HTMLInputElement | null) => {
      const key = `${at.row}:${at.col}`;
      if (element) inputs.current.set(key, element);
      else inputs.current.delete(key);
    },
    onCellKeyDown,
  };
}
