import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { VariantGridHandle, VariantGridStep } from './VariantGrid.types';
import {
  applyEdits,
  type CellEdit,
  type GridChange,
  type VariantGridValue,
} from './variantGridModel';

/** A step of the history: the grid's own edits, or one taken outside it. */
type Step = GridChange | (VariantGridStep & { outside: true });
type History = { undo: Step[]; redo: Step[] };

/** Merges a typed edit into the previous step when it continues typing in the same cell. */
function mergeEdits(previous: CellEdit[], next: CellEdit[]): CellEdit[] {
  const merged = [...previous];
  for (const edit of next) {
    const index = merged.findIndex(
      (old) => old.color === edit.color && old.size === edit.size && old.field === edit.field,
    );
    if (index === -1) merged.push(edit);
    else merged[index] = { ...merged[index]!, to: edit.to };
  }
  return merged.filter((edit) => edit.from !== edit.to);
}

type GridHistoryOptions = {
  value: VariantGridValue;
  onChange: (next: VariantGridValue) => void;
  disabled: boolean;
  ref: Ref<VariantGridHandle> | undefined;
  /** Puts a sentence in the grid's status; `offer` (0 drops it) is the SKUs Overwrite offers. */
  say: (text: string, offer?: number) => void;
};

/**
 * The grid's Undo and Redo: its own edits (a run of typing in one cell is one step) and the
 * steps its owner records through the ref (a size removed by the pickers above it).
 */
export function useGridHistory({ value, onChange, disabled, ref, say }: GridHistoryOptions) {
  const [history, setHistory] = useState<History>({ undo: [], redo: [] });
  // The cell being typed in: its keystrokes make one step of the history.
  const typing = useRef<string | null>(null);

  /** Applies a change; `coalesce` names the cell whose typing it continues. */
  const commit = (change: GridChange, coalesce?: string) => {
    if (change.edits.length === 0) return;
    onChange(applyEdits(value, change.edits, 'forward'));
    const continues = coalesce !== undefined && typing.current === coalesce;
    typing.current = coalesce ?? null;
    setHistory(({ undo }) => {
      const last = undo[undo.length - 1];
      if (continues && last && !('outside' in last)) {
        return {
          undo: [...undo.slice(0, -1), { ...last, edits: mergeEdits(last.edits, change.edits) }],
          redo: [],
        };
      }
      return { undo: [...undo, change], redo: [] };
    });
  };

  useImperativeHandle(ref, () => ({
    record: (step) => {
      typing.current = null;
      setHistory(({ undo }) => ({ undo: [...undo, { ...step, outside: true }], redo: [] }));
      say(step.said, 0);
    },
  }));

  const undo = () => {
    const change = history.undo[history.undo.length - 1];
    if (!change || disabled) return;
    typing.current = null;
    if ('outside' in change) change.undo();
    else onChange(applyEdits(value, change.edits, 'backward'));
    setHistory({ undo: history.undo.slice(0, -1), redo: [...history.redo, change] });
    say(`Undone: ${change.label}.`, 0);
  };

  const redo = () => {
    const change = history.redo[history.redo.length - 1];
    if (!change || disabled) return;
    typing.current = null;
    if ('outside' in change) change.redo();
    else onChange(applyEdits(value, change.edits, 'forward'));
    setHistory({ undo: [...history.undo, change], redo: history.redo.slice(0, -1) });
    say(`Redone: ${change.label}.`);
  };

  return {
    commit,
    undo,
    redo,
    canUndo: history.undo.length > 0,
    canRedo: history.redo.length > 0,
    /** Focus came to a cell: typing elsewhere no longer continues the last step. */
    focused: (cell: string) => {
      if (typing.current !== cell) typing.current = null;
    },
  };
}
