import {
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { Redo2, Undo2, WandSparkles } from 'lucide-react';
import { Button } from '../Button/Button';
import { useScrollEdges } from '../hooks/useScrollEdges';
import { IconButton } from '../IconButton/IconButton';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import {
  StyledCellError,
  StyledCellInput,
  StyledColor,
  StyledEmpty,
  StyledHistory,
  StyledNotice,
  StyledScroller,
  StyledSetQuantity,
  StyledSwatch,
  StyledTable,
  StyledToolbar,
  StyledVariantGrid,
} from './VariantGrid.styles';
import {
  applyEdits,
  cellOf,
  columnTotal,
  editsFor,
  gridColumns,
  parseBlock,
  rowTotal,
  type CellEdit,
  type GridChange,
  type VariantField,
  type VariantGridValue,
} from './variantGridModel';

export type { VariantCell, VariantGridValue } from './variantGridModel';

export type VariantGridColor = { key: string; label: string; swatch?: string };

export type VariantGridCellErrors = { quantity?: string; sku?: string };

/**
 * A change made outside the grid that its Undo and Redo take back in turn with its own
 * edits: a size or a colour removed by the pickers above it, with its cells.
 */
export type VariantGridStep = {
  /** What it did, as 'Undone: …' names it: 'removing size XS'. */
  label: string;
  /** Said at once in the grid's status: 'Removed size XS (6 in stock). Undo brings it back.' */
  said: string;
  undo: () => void;
  redo: () => void;
};

/** What the grid's owner may ask of it (its `ref`). */
export type VariantGridHandle = {
  /** Puts a change made outside the grid on its history (Redo's steps are dropped). */
  record: (step: VariantGridStep) => void;
};

export type VariantGridProps = {
  /** The rows, in order. */
  colors: VariantGridColor[];
  /** The columns, in the size chart's order. */
  sizes: string[];
  /** `[colorKey][size]`; missing cells are empty. */
  value: VariantGridValue;
  onChange: (next: VariantGridValue) => void;
  /** Shows "Generate SKUs" when given: the SKU of an empty cell. */
  generateSku?: (colorKey: string, size: string) => string;
  /** `[colorKey][size]` → the quantity's and the SKU's message. */
  errors?: Record<string, Record<string, VariantGridCellErrors>>;
  /** Shows a notice naming the sizes a category change dropped. */
  droppedSizes?: string[];
  disabled?: boolean;
  /** The grid's accessible name. */
  label?: string;
  /** Shown instead of the grid while there is no colour or no size. */
  emptyText?: string;
  /** `record` puts the owner's own changes (a size removed) on the grid's Undo. */
  ref?: Ref<VariantGridHandle>;
};

type Position = { row: number; col: number };
/** A step of the history: the grid's own edits, or one taken outside it. */
type Step = GridChange | (VariantGridStep & { outside: true });
type History = { undo: Step[]; redo: Step[] };

const ALL = 'all';
/** What a quantity cell takes as it is typed or pasted: digits, or nothing yet. */
const isQuantityText = (text: string) => /^\d*$/.test(text);
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const listOf = (items: readonly string[]) =>
  items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

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

/**
 * The colour × size grid of a product's variants: the stock and the SKU of each. A
 * spreadsheet-like ARIA grid with one tab stop (arrows and Enter move between cells, Tab
 * leaves), a whole row or column set at once, SKUs generated from a pattern, a block pasted
 * from a spreadsheet into one kind of cell (quantities or SKUs), and undo/redo of its own
 * edits. Wider than its box, it scrolls with the colours and the stock kept in sight and a
 * shadow on the side that has more. Controlled: the value comes from props.
 */
export function VariantGrid({
  colors,
  sizes,
  value,
  onChange,
  generateSku,
  errors,
  droppedSizes,
  disabled = false,
  label = 'Stock and SKUs',
  emptyText = 'Pick at least one colour and one size to enter stock and SKUs.',
  ref,
}: VariantGridProps) {
  const id = useId();
  const columns = gridColumns(sizes);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const [active, setActive] = useState<Position>({ row: 0, col: 0 });
  const [history, setHistory] = useState<History>({ undo: [], redo: [] });
  // The cell being typed in: its keystrokes make one step of the history.
  const typing = useRef<string | null>(null);
  const [status, setStatus] = useState('');
  const [overwrite, setOverwrite] = useState(0);
  const [bulkQuantity, setBulkQuantity] = useState('');
  const [bulkTarget, setBulkTarget] = useState(ALL);
  const [bulkError, setBulkError] = useState<string | undefined>();
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const more = useScrollEdges(scroller);

  const row = Math.min(active.row, Math.max(colors.length - 1, 0));
  const col = Math.min(active.col, Math.max(columns.length - 1, 0));
  const colorKeys = colors.map((color) => color.key);

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

  useImperativeHandle(
    ref,
    () => ({
      record: (step) => {
        typing.current = null;
        setHistory(({ undo }) => ({ undo: [...undo, { ...step, outside: true }], redo: [] }));
        setOverwrite(0);
        setStatus(step.said);
      },
    }),
    [],
  );

  const undo = () => {
    const change = history.undo[history.undo.length - 1];
    if (!change || disabled) return;
    typing.current = null;
    if ('outside' in change) change.undo();
    else onChange(applyEdits(value, change.edits, 'backward'));
    setHistory({ undo: history.undo.slice(0, -1), redo: [...history.redo, change] });
    setOverwrite(0);
    setStatus(`Undone: ${change.label}.`);
  };

  const redo = () => {
    const change = history.redo[history.redo.length - 1];
    if (!change || disabled) return;
    typing.current = null;
    if ('outside' in change) change.redo();
    else onChange(applyEdits(value, change.edits, 'forward'));
    setHistory({ undo: [...history.undo, change], redo: history.redo.slice(0, -1) });
    setStatus(`Redone: ${change.label}.`);
  };

  const focusCell = (next: Position) => {
    const input = inputs.current.get(`${next.row}:${next.col}`);
    if (!input) return;
    setActive(next);
    input.focus();
    input.select();
  };

  const cellName = (color: string, size: string, field: VariantField) =>
    `${field === 'quantity' ? 'Quantity' : 'SKU'}, ${color}, ${size}`;

  const onCellKeyDown = (event: KeyboardEvent<HTMLInputElement>, at: Position) => {
    const input = event.currentTarget;
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (mod && key === 'z') {
      event.preventDefault();
      if (event.shiftKey) redo();
      else undo();
      return;
    }
    if (mod && key === 'y') {
      event.preventDefault();
      redo();
      return;
    }
    const lastCol = columns.length - 1;
    const lastRow = colors.length - 1;
    const whole = input.selectionStart === 0 && input.selectionEnd === input.value.length;
    const atStart = whole || (input.selectionStart === 0 && input.selectionEnd === 0);
    const atEnd = whole || input.selectionStart === input.value.length;
    let next: Position | null = null;
    switch (event.key) {
      case 'ArrowUp':
        next = { row: Math.max(at.row - 1, 0), col: at.col };
        break;
      case 'ArrowDown':
        next = { row: Math.min(at.row + 1, lastRow), col: at.col };
        break;
      case 'ArrowLeft':
        if (atStart) next = { row: at.row, col: Math.max(at.col - 1, 0) };
        break;
      case 'ArrowRight':
        if (atEnd) next = { row: at.row, col: Math.min(at.col + 1, lastCol) };
        break;
      case 'Home':
        if (mod) next = { row: 0, col: 0 };
        break;
      case 'End':
        if (mod) next = { row: lastRow, col: lastCol };
        break;
      case 'Enter':
        next = {
          row: Math.min(Math.max(at.row + (event.shiftKey ? -1 : 1), 0), lastRow),
          col: at.col,
        };
        break;
      default:
        return;
    }
    if (next) {
      event.preventDefault();
      focusCell(next);
    }
  };

  const onCellChange = (event: FormEvent<HTMLInputElement>, at: Position) => {
    const color = colors[at.row]!;
    const { size, field } = columns[at.col]!;
    const typed = event.currentTarget.value;
    if (field === 'quantity' && !isQuantityText(typed)) {
      // Refused as typed: the controlled cell keeps its value, and the grid says why.
      setOverwrite(0);
      setStatus(`${cellName(color.label, size, field)}: type digits only, a whole number.`);
      return;
    }
    const edits = editsFor(value, [{ color: color.key, size, field, to: typed }]);
    commit(
      { edits, label: `typing in ${cellName(color.label, size, field)}` },
      `${at.row}:${at.col}`,
    );
  };

  const onCellPaste = (event: ClipboardEvent<HTMLInputElement>, at: Position) => {
    const block = parseBlock(event.clipboardData.getData('text/plain'));
    if (!block) return;
    event.preventDefault();
    // A block fills the kind of cell it is pasted into and skips the other kind: numbers
    // pasted into a quantity land in the quantities of the sizes to the right, never in SKUs.
    const { size: startSize, field } = columns[at.col]!;
    const start = sizes.indexOf(startSize);
    const targets: { color: string; size: string; field: VariantField; to: string }[] = [];
    let left = 0;
    let refused = 0;
    block.forEach((line, i) => {
      line.forEach((text, j) => {
        const color = colors[at.row + i];
        const size = sizes[start + j];
        if (!color || size === undefined) left += 1;
        else if (field === 'quantity' && !isQuantityText(text)) refused += 1;
        else targets.push({ color: color.key, size, field, to: text });
      });
    });
    const what =
      field === 'quantity'
        ? plural(targets.length, 'quantity', 'quantities')
        : plural(targets.length, 'SKU', 'SKUs');
    commit({ edits: editsFor(value, targets), label: `paste of ${what}` });
    setOverwrite(0);
    setStatus(
      (field === 'quantity' ? `Pasted ${what}.` : `Pasted ${what} into the SKU cells.`) +
        (refused > 0
          ? ` ${plural(refused, 'cell', 'cells')} ${refused === 1 ? 'was' : 'were'} not a whole number and left out.`
          : '') +
        (left > 0
          ? ` ${plural(left, 'cell', 'cells')} did not fit in the grid and ${left === 1 ? 'was' : 'were'} left out.`
          : ''),
    );
  };

  const generate = (replace: boolean) => {
    if (!generateSku) return;
    const targets: { color: string; size: string; field: VariantField; to: string }[] = [];
    let kept = 0;
    for (const color of colorKeys) {
      for (const size of sizes) {
        const current = cellOf(value, color, size).sku;
        const generated = generateSku(color, size);
        if (current === '' || replace) targets.push({ color, size, field: 'sku', to: generated });
        else if (current !== generated) kept += 1;
      }
    }
    const edits = editsFor(value, targets);
    commit({ edits, label: replace ? 'overwrite SKUs' : 'generate SKUs' });
    setOverwrite(kept);
    if (replace) setStatus(`Overwrote ${plural(edits.length, 'SKU', 'SKUs')}.`);
    else if (edits.length === 0 && kept === 0) setStatus('Every SKU is already filled in.');
    else
      setStatus(
        `Generated ${plural(edits.length, 'SKU', 'SKUs')}.` +
          (kept > 0
            ? ` ${plural(kept, 'cell', 'cells')} already had a SKU and ${kept === 1 ? 'was' : 'were'} kept.`
            : ''),
      );
  };

  const setQuantity = () => {
    const quantity = bulkQuantity.trim();
    if (!/^\d+$/.test(quantity)) {
      setBulkError('Enter a whole number, 0 or more.');
      return;
    }
    setBulkError(undefined);
    const [kind, key] = bulkTarget === ALL ? [ALL, ''] : bulkTarget.split(/:(.*)/s);
    const rows = kind === 'row' ? colorKeys.filter((color) => color === key) : colorKeys;
    const cols = kind === 'col' ? sizes.filter((size) => size === key) : sizes;
    const targets = rows.flatMap((color) =>
      cols.map((size) => ({ color, size, field: 'quantity' as const, to: quantity })),
    );
    const where =
      kind === 'row'
        ? colors.find((color) => color.key === key)?.label
        : kind === 'col'
          ? `size ${key}`
          : 'every cell';
    commit({ edits: editsFor(value, targets), label: `set quantity of ${where}` });
    setOverwrite(0);
    setStatus(`Set the quantity of ${where} to ${quantity}.`);
  };

  const dropped =
    droppedSizes && droppedSizes.length > 0 ? (
      <StyledNotice $tone="warning" role="status">
        {droppedSizes.length === 1
          ? `Size ${droppedSizes[0]} is not in the new category's size chart and was removed.`
          : `Sizes ${listOf(droppedSizes)} are not in the new category's size chart and were removed.`}
      </StyledNotice>
    ) : null;

  const historyButtons = (
    <StyledHistory>
      <IconButton
        label="Undo"
        icon={<Undo2 aria-hidden />}
        variant="secondary"
        onClick={undo}
        disabled={disabled || history.undo.length === 0}
        aria-keyshortcuts="Control+Z Meta+Z"
      />
      <IconButton
        label="Redo"
        icon={<Redo2 aria-hidden />}
        variant="secondary"
        onClick={redo}
        disabled={disabled || history.redo.length === 0}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
      />
    </StyledHistory>
  );

  if (colors.length === 0 || sizes.length === 0) {
    // A removal that emptied the grid can still be undone from here.
    const undoable = history.undo.length > 0 || history.redo.length > 0;
    return (
      <StyledVariantGrid>
        {dropped}
        {undoable ? (
          <>
            <StyledToolbar>{historyButtons}</StyledToolbar>
            <StyledNotice $tone="info" role="status">
              {status}
            </StyledNotice>
          </>
        ) : null}
        <StyledEmpty role="note" aria-label={label}>
          {emptyText}
        </StyledEmpty>
      </StyledVariantGrid>
    );
  }

  const targetOptions = [
    { value: ALL, label: 'Every cell' },
    ...colors.map((color) => ({ value: `row:${color.key}`, label: `Row: ${color.label}` })),
    ...sizes.map((size) => ({ value: `col:${size}`, label: `Column: ${size}` })),
  ];
  const overall = colorKeys.reduce((sum, color) => sum + rowTotal(value, color, sizes), 0);

  return (
    <StyledVariantGrid>
      {dropped}
      <StyledToolbar>
        {/* Not a form: the grid sits inside the product's form, and forms do not nest. */}
        <StyledSetQuantity role="group" aria-label="Set quantity">
          <TextField
            label="Quantity"
            inputMode="numeric"
            value={bulkQuantity}
            onChange={(event) => setBulkQuantity(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              // Enter applies the quantity instead of submitting the product's form.
              event.preventDefault();
              setQuantity();
            }}
            error={bulkError}
            disabled={disabled}
          />
          <Select
            label="Apply to"
            options={targetOptions}
            value={bulkTarget}
            onChange={(event) => setBulkTarget(event.currentTarget.value)}
            disabled={disabled}
          />
          <Button variant="secondary" onClick={setQuantity} disabled={disabled}>
            Set quantity
          </Button>
        </StyledSetQuantity>
        {generateSku ? (
          <Button
            variant="secondary"
            icon={<WandSparkles aria-hidden />}
            onClick={() => generate(false)}
            disabled={disabled}
          >
            Generate SKUs
          </Button>
        ) : null}
        {historyButtons}
      </StyledToolbar>
      <StyledNotice $tone="info" role="status">
        {status}
        {overwrite > 0 ? (
          <Button size="sm" variant="secondary" onClick={() => generate(true)} disabled={disabled}>
            {`Overwrite ${plural(overwrite, 'SKU', 'SKUs')}`}
          </Button>
        ) : null}
      </StyledNotice>
      <StyledScroller
        ref={setScroller}
        data-variant-grid-scroller
        data-more-start={more.start || undefined}
        data-more-end={more.end || undefined}
      >
        <StyledTable role="grid" aria-label={label} aria-disabled={disabled || undefined}>
          <thead>
            <tr>
              <th scope="col" rowSpan={2} data-sticky>
                Colour
              </th>
              {sizes.map((size) => (
                <th key={size} scope="colgroup" colSpan={2}>
                  {size}
                </th>
              ))}
              <th scope="col" rowSpan={2} data-total data-row-total>
                Stock
              </th>
            </tr>
            <tr>
              {sizes.map((size) => [
                <th key={`${size}-q`} scope="col">
                  Qty
                </th>,
                <th key={`${size}-s`} scope="col">
                  SKU
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {colors.map((color, r) => (
              <tr key={color.key}>
                <th scope="row">
                  <StyledColor>
                    {color.swatch ? (
                      <StyledSwatch aria-hidden style={{ background: color.swatch }} />
                    ) : null}
                    {color.label}
                  </StyledColor>
                </th>
                {columns.map(({ size, field }, c) => {
                  const error = errors?.[color.key]?.[size]?.[field];
                  const errorId = `${id}-${r}-${c}-error`;
                  const isActive = r === row && c === col;
                  return (
                    <td key={`${size}-${field}`} role="gridcell">
                      <StyledCellInput
                        ref={(element) => {
                          const key = `${r}:${c}`;
                          if (element) inputs.current.set(key, element);
                          else inputs.current.delete(key);
                        }}
                        aria-label={cellName(color.label, size, field)}
                        inputMode={field === 'quantity' ? 'numeric' : undefined}
                        autoComplete="off"
                        spellCheck={false}
                        tabIndex={isActive ? 0 : -1}
                        value={cellOf(value, color.key, size)[field]}
                        disabled={disabled}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        $invalid={Boolean(error)}
                        $field={field}
                        onFocus={(event) => {
                          if (!isActive) setActive({ row: r, col: c });
                          if (typing.current !== `${r}:${c}`) typing.current = null;
                          event.currentTarget.select();
                        }}
                        onKeyDown={(event) => onCellKeyDown(event, { row: r, col: c })}
                        onChange={(event) => onCellChange(event, { row: r, col: c })}
                        onPaste={(event) => onCellPaste(event, { row: r, col: c })}
                      />
                      {error ? <StyledCellError id={errorId}>{error}</StyledCellError> : null}
                    </td>
                  );
                })}
                <td role="gridcell" data-total data-row-total>
                  {rowTotal(value, color.key, sizes)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              {sizes.map((size) => [
                // Under the size's quantities; its SKU column has no total.
                <td key={`${size}-q`} role="gridcell" data-total>
                  {columnTotal(value, colorKeys, size)}
                </td>,
                <td key={`${size}-s`} role="gridcell" />,
              ])}
              <td role="gridcell" data-total data-row-total>
                {overall}
              </td>
            </tr>
          </tfoot>
        </StyledTable>
      </StyledScroller>
    </StyledVariantGrid>
  );
}
