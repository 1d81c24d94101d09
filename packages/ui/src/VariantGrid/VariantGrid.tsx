import { useId, useState, type ClipboardEvent, type FormEvent } from 'react';
import { WandSparkles } from 'lucide-react';
import { Button } from '../Button/Button';
import { useScrollEdges } from '../hooks/useScrollEdges';
import { generatedSaid, pasteTargets, quantityTargets, skuTargets } from './gridCommands';
import { cellName, isQuantityText, listOf, plural } from './gridWords';
import { HistoryButtons } from './HistoryButtons';
import { SetQuantity } from './SetQuantity';
import { useGridHistory } from './useGridHistory';
import { useGridKeys, type Position } from './useGridKeys';
import {
  StyledEmpty,
  StyledNotice,
  StyledScroller,
  StyledToolbar,
  StyledVariantGrid,
} from './VariantGrid.styles';
import { VariantGridTable } from './VariantGridTable';
import type { VariantGridProps } from './VariantGrid.types';
import { editsFor, gridColumns, parseBlock } from './variantGridModel';

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
  notes,
  droppedSizes,
  disabled = false,
  label = 'Stock and SKUs',
  emptyText = 'Pick at least one colour and one size to enter stock and SKUs.',
  ref,
}: VariantGridProps) {
  const id = useId();
  const columns = gridColumns(sizes);
  const colorKeys = colors.map((color) => color.key);
  const [status, setStatus] = useState('');
  // How many SKUs the Overwrite button offers to replace; 0 hides it.
  const [overwrite, setOverwrite] = useState(0);
  const say = (text: string, offer?: number) => {
    if (offer !== undefined) setOverwrite(offer);
    setStatus(text);
  };
  const history = useGridHistory({ value, onChange, disabled, ref, say });
  const keys = useGridKeys({ rows: colors.length, cols: columns.length }, history);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const more = useScrollEdges(scroller);

  const onCellChange = (event: FormEvent<HTMLInputElement>, at: Position) => {
    const color = colors[at.row]!;
    const { size, field } = columns[at.col]!;
    const typed = event.currentTarget.value;
    if (field === 'quantity' && !isQuantityText(typed)) {
      // Refused as typed: the controlled cell keeps its value, and the grid says why.
      say(`${cellName(color.label, size, field)}: type digits only, a whole number.`, 0);
      return;
    }
    const edits = editsFor(value, [{ color: color.key, size, field, to: typed }]);
    history.commit(
      { edits, label: `typing in ${cellName(color.label, size, field)}` },
      `${at.row}:${at.col}`,
    );
  };

  const onCellPaste = (event: ClipboardEvent<HTMLInputElement>, at: Position) => {
    const block = parseBlock(event.clipboardData.getData('text/plain'));
    if (!block) return;
    event.preventDefault();
    const { size, field } = columns[at.col]!;
    const { targets, what, said } = pasteTargets(
      block,
      { row: at.row, size, field },
      colors,
      sizes,
    );
    history.commit({ edits: editsFor(value, targets), label: `paste of ${what}` });
    say(said, 0);
  };

  const generate = (replace: boolean) => {
    if (!generateSku) return;
    const { targets, kept } = skuTargets(value, colorKeys, sizes, generateSku, replace);
    const edits = editsFor(value, targets);
    history.commit({ edits, label: replace ? 'overwrite SKUs' : 'generate SKUs' });
    say(generatedSaid(replace, edits.length, kept), kept);
  };

  const setQuantity = (quantity: string, target: string) => {
    const { targets, where } = quantityTargets(target, quantity, colors, sizes);
    history.commit({ edits: editsFor(value, targets), label: `set quantity of ${where}` });
    say(`Set the quantity of ${where} to ${quantity}.`, 0);
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
    <HistoryButtons
      onUndo={history.undo}
      onRedo={history.redo}
      canUndo={history.canUndo}
      canRedo={history.canRedo}
      disabled={disabled}
    />
  );

  if (colors.length === 0 || sizes.length === 0) {
    // A removal that emptied the grid can still be undone from here.
    return (
      <StyledVariantGrid>
        {dropped}
        {history.canUndo || history.canRedo ? (
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

  return (
    <StyledVariantGrid>
      {dropped}
      <StyledToolbar>
        <SetQuantity colors={colors} sizes={sizes} disabled={disabled} onSet={setQuantity} />
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
        <VariantGridTable
          id={id}
          label={label}
          colors={colors}
          sizes={sizes}
          columns={columns}
          value={value}
          errors={errors}
          notes={notes}
          disabled={disabled}
          active={keys.active}
          cellRef={keys.cellRef}
          onCellFocus={(at) => {
            keys.activate(at);
            history.focused(`${at.row}:${at.col}`);
          }}
          onCellKeyDown={keys.onCellKeyDown}
          onCellChange={onCellChange}
          onCellPaste={onCellPaste}
        />
      </StyledScroller>
    </StyledVariantGrid>
  );
}
