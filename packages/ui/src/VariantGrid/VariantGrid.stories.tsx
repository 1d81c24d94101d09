import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import {
  VariantGrid,
  type VariantGridColor,
  type VariantGridHandle,
  type VariantGridProps,
  type VariantGridValue,
} from './VariantGrid';

const colors: VariantGridColor[] = [
  { key: 'Black', label: 'Black', swatch: '#000000' },
  { key: 'Ivory', label: 'Ivory', swatch: '#fffff0' },
  { key: 'Floral', label: 'Floral' },
];

const filled: VariantGridValue = {
  Black: { S: { quantity: '4', sku: '' }, M: { quantity: '6', sku: '' } },
  Ivory: { M: { quantity: '2', sku: 'IVORY-M-OLD' } },
};

const sku = (color: string, size: string) => `RL-0042-${color.toUpperCase()}-${size}`;

/** Holds the value as the product form does; the grid keeps only its history. */
function Controlled(props: VariantGridProps) {
  const [value, setValue] = useState(props.value);
  return (
    <VariantGrid
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Data/VariantGrid',
  component: VariantGrid,
  args: {
    colors,
    sizes: ['S', 'M', 'L'],
    value: filled,
    onChange: fn(),
    label: 'Stock and SKUs',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof VariantGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const cell = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
/** The stock cell at the end of a colour's row, or of the Total row. */
const stock = (canvas: Canvas, row: string) => {
  const cells = within(canvas.getByRole('rowheader', { name: row }).closest('tr')!).getAllByRole(
    'gridcell',
  );
  return cells[cells.length - 1];
};
/** The Total row's stock of one size (its position in the size chart), under its quantities. */
const sizeStock = (canvas: Canvas, index: number) =>
  within(canvas.getByRole('rowheader', { name: 'Total' }).closest('tr')!).getAllByRole('gridcell')[
    index * 2
  ];
const total = (canvas: Canvas, name: string) => {
  if (name === 'Total stock') return stock(canvas, 'Total');
  const size = /^Stock of size (.+)$/.exec(name);
  if (size) {
    const headers = canvas
      .getAllByRole('columnheader')
      .filter((header: HTMLElement) => header.getAttribute('colspan') === '2')
      .map((header: HTMLElement) => header.textContent);
    return sizeStock(canvas, headers.indexOf(size[1]!));
  }
  return stock(canvas, name.replace(/^Stock of /, ''));
};

export const Playground: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Stock and SKUs' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(2 + colors.length + 1);
    await expect(cell(canvas, 'Quantity, Black, S')).toHaveValue('4');
    await expect(total(canvas, 'Stock of Black')).toHaveTextContent('10');
    await expect(total(canvas, 'Stock of size M')).toHaveTextContent('8');
    await expect(total(canvas, 'Total stock')).toHaveTextContent('12');
    // One tab stop: only the first cell is in the tab order.
    const tabbable = within(grid)
      .getAllByRole('textbox')
      .filter((input) => input.tabIndex === 0);
    await expect(tabbable).toEqual([cell(canvas, 'Quantity, Black, S')]);
  },
};

export const GenerateSkus: Story = {
  args: { generateSku: sku },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Generate SKUs' }));
    await expect(cell(canvas, 'SKU, Black, S')).toHaveValue('RL-0042-BLACK-S');
    await expect(cell(canvas, 'SKU, Floral, L')).toHaveValue('RL-0042-FLORAL-L');
    // A SKU already typed is kept, and the grid offers to overwrite it.
    await expect(cell(canvas, 'SKU, Ivory, M')).toHaveValue('IVORY-M-OLD');
    await expect(
      canvas.getByText('Generated 8 SKUs. 1 cell already had a SKU and was kept.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Overwrite 1 SKU' }));
    await expect(cell(canvas, 'SKU, Ivory, M')).toHaveValue('RL-0042-IVORY-M');
    await expect(canvas.getByText('Overwrote 1 SKU.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Overwrite/ })).toBeNull();
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall![0] as VariantGridValue;
    await expect(last.Ivory!.M).toEqual({ quantity: '2', sku: 'RL-0042-IVORY-M' });
  },
};

/** 3 colours × 4 sizes of quantities, as a spreadsheet copies them (tabs, CRLF, a last break). */
const quantities = ['3\t5\t2\t1', '1\t0\t4\t6', '7\t2\t8\t3', ''].join('\r\n');
const fourSizes = ['S', 'M', 'L', 'XL'];

export const PasteQuantities: Story = {
  args: { value: {}, sizes: fourSizes },
  play: async ({ canvas, args }) => {
    // Pasted into the first quantity: every number lands in a quantity, none in a SKU.
    await userEvent.click(cell(canvas, 'Quantity, Black, S'));
    await userEvent.paste(quantities);
    await expect(cell(canvas, 'Quantity, Black, S')).toHaveValue('3');
    await expect(cell(canvas, 'Quantity, Black, M')).toHaveValue('5');
    await expect(cell(canvas, 'Quantity, Black, L')).toHaveValue('2');
    await expect(cell(canvas, 'Quantity, Black, XL')).toHaveValue('1');
    await expect(cell(canvas, 'Quantity, Ivory, XL')).toHaveValue('6');
    await expect(cell(canvas, 'Quantity, Floral, L')).toHaveValue('8');
    await expect(cell(canvas, 'Quantity, Floral, XL')).toHaveValue('3');
    for (const input of canvas.getAllByRole('textbox', { name: /^SKU, / })) {
      await expect(input).toHaveValue('');
    }
    await expect(total(canvas, 'Total stock')).toHaveTextContent('42');
    await expect(canvas.getByText('Pasted 12 quantities.')).toBeVisible();
    // One paste, one change.
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const PasteIntoSkus: Story = {
  args: { value: {} },
  play: async ({ canvas }) => {
    // Started on Ivory's M SKU: SKUs fill the SKU cells of M and L, and the grid says so;
    // what does not fit (a third size, a third row) is counted.
    await userEvent.click(cell(canvas, 'SKU, Ivory, M'));
    await userEvent.paste(
      ['IVO-M\tIVO-L\tIVO-XL', 'FLO-M\tFLO-L\tFLO-XL', 'X-M\tX-L\tX-XL'].join('\n'),
    );
    await expect(cell(canvas, 'SKU, Ivory, M')).toHaveValue('IVO-M');
    await expect(cell(canvas, 'SKU, Ivory, L')).toHaveValue('IVO-L');
    await expect(cell(canvas, 'SKU, Floral, L')).toHaveValue('FLO-L');
    await expect(cell(canvas, 'Quantity, Ivory, L')).toHaveValue('');
    await expect(
      canvas.getByText(
        'Pasted 4 SKUs into the SKU cells. 5 cells did not fit in the grid and were left out.',
      ),
    ).toBeVisible();
  },
};

export const QuantitiesTakeDigitsOnly: Story = {
  play: async ({ canvas }) => {
    // Typing a letter into a quantity is refused as it is typed, and the grid says why.
    await userEvent.click(cell(canvas, 'Quantity, Black, S'));
    await userEvent.keyboard('{End}1a');
    await expect(cell(canvas, 'Quantity, Black, S')).toHaveValue('41');
    await expect(
      canvas.getByText('Quantity, Black, S: type digits only, a whole number.'),
    ).toBeVisible();
    // A pasted block keeps its numbers and leaves out what is not one.
    await userEvent.click(cell(canvas, 'Quantity, Ivory, S'));
    await userEvent.paste('2\tten\t5\n');
    await expect(cell(canvas, 'Quantity, Ivory, S')).toHaveValue('2');
    await expect(cell(canvas, 'Quantity, Ivory, M')).toHaveValue('2');
    await expect(cell(canvas, 'Quantity, Ivory, L')).toHaveValue('5');
    await expect(
      canvas.getByText('Pasted 2 quantities. 1 cell was not a whole number and left out.'),
    ).toBeVisible();
    // SKUs take letters.
    await userEvent.click(cell(canvas, 'SKU, Black, S'));
    await userEvent.keyboard('BLK-S');
    await expect(cell(canvas, 'SKU, Black, S')).toHaveValue('BLK-S');
  },
};

export const UndoAndRedo: Story = {
  play: async ({ canvas }) => {
    const undo = canvas.getByRole('button', { name: 'Undo' });
    const redo = canvas.getByRole('button', { name: 'Redo' });
    await expect(undo).toBeDisabled();
    // Typing in one cell is one step.
    await userEvent.click(cell(canvas, 'Quantity, Floral, L'));
    await userEvent.keyboard('12');
    await expect(cell(canvas, 'Quantity, Floral, L')).toHaveValue('12');
    await userEvent.click(cell(canvas, 'SKU, Floral, M'));
    await userEvent.paste('FLO-M\tFLO-L');
    // The paste is its own step.
    await expect(cell(canvas, 'SKU, Floral, L')).toHaveValue('FLO-L');
    await expect(total(canvas, 'Total stock')).toHaveTextContent('24');

    await userEvent.click(undo);
    await expect(cell(canvas, 'Quantity, Floral, L')).toHaveValue('12');
    await expect(cell(canvas, 'SKU, Floral, L')).toHaveValue('');
    await expect(canvas.getByText('Undone: paste of 2 SKUs.')).toBeVisible();

    // The keyboard shortcuts work from any cell.
    cell(canvas, 'Quantity, Black, S').focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(cell(canvas, 'Quantity, Floral, L')).toHaveValue('');
    await expect(total(canvas, 'Total stock')).toHaveTextContent('12');
    await expect(undo).toBeDisabled();

    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await expect(cell(canvas, 'Quantity, Floral, L')).toHaveValue('12');
    await userEvent.keyboard('{Control>}y{/Control}');
    await expect(cell(canvas, 'SKU, Floral, L')).toHaveValue('FLO-L');
    await expect(redo).toBeDisabled();
    await userEvent.click(undo);
    await userEvent.click(redo);
    await expect(cell(canvas, 'SKU, Floral, L')).toHaveValue('FLO-L');
    await expect(canvas.getByText('Redone: paste of 2 SKUs.')).toBeVisible();
  },
};

export const KeyboardMovement: Story = {
  play: async ({ canvas }) => {
    // Past the toolbar, the grid is one tab stop: its first cell.
    canvas.getByRole('button', { name: 'Set quantity' }).focus();
    await userEvent.tab();
    const first = cell(canvas, 'Quantity, Black, S');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(cell(canvas, 'SKU, Black, S')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(cell(canvas, 'SKU, Ivory, S')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(cell(canvas, 'SKU, Floral, S')).toHaveFocus();
    // Tab leaves the grid from any cell, and comes back to the cell it left.
    const grid = canvas.getByRole('grid');
    await userEvent.keyboard('{Tab}');
    await expect(grid).not.toContainElement(grid.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(cell(canvas, 'SKU, Floral, S')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(cell(canvas, 'Quantity, Ivory, S')).toHaveFocus();
    // Typing replaces the focused cell's value (it is selected on focus).
    await userEvent.keyboard('9');
    await expect(cell(canvas, 'Quantity, Ivory, S')).toHaveValue('9');
    await expect(total(canvas, 'Stock of Ivory')).toHaveTextContent('11');
    // The cell last visited is the grid's tab stop now.
    await expect(cell(canvas, 'Quantity, Ivory, S')).toHaveAttribute('tabindex', '0');
    await expect(first).toHaveAttribute('tabindex', '-1');
    // Past the last cell, Tab leaves the grid.
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(cell(canvas, 'SKU, Floral, L')).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('grid')).not.toContainElement(
      canvas.getByRole('grid').ownerDocument.activeElement as HTMLElement,
    );
  },
};

const submitProduct = fn();

/** In the product's form, as the console places it: Enter must not submit that form. */
export const SetARowAndAColumn: Story = {
  args: { value: {} },
  render: (args) => (
    <form
      aria-label="Product"
      onSubmit={(event) => {
        event.preventDefault();
        submitProduct();
      }}
    >
      <Controlled {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    submitProduct.mockClear();
    const quantity = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.type(quantity, '5');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Apply to' }), 'Row: Ivory');
    await userEvent.click(canvas.getByRole('button', { name: 'Set quantity' }));
    await expect(total(canvas, 'Stock of Ivory')).toHaveTextContent('15');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Apply to' }), 'Column: L');
    await userEvent.click(canvas.getByRole('button', { name: 'Set quantity' }));
    await expect(cell(canvas, 'Quantity, Ivory, L')).toHaveValue('2');
    await expect(total(canvas, 'Stock of size L')).toHaveTextContent('6');
    await expect(total(canvas, 'Total stock')).toHaveTextContent('16');
    await expect(canvas.getByText('Set the quantity of size L to 2.')).toBeVisible();
    // Enter in the quantity applies it, and does not submit the form around the grid.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3{Enter}');
    await expect(total(canvas, 'Total stock')).toHaveTextContent('19');
    // Enter in a cell moves down; neither submits the form.
    await userEvent.click(cell(canvas, 'Quantity, Black, S'));
    await userEvent.keyboard('{Enter}');
    await expect(cell(canvas, 'Quantity, Ivory, S')).toHaveFocus();
    await expect(submitProduct).not.toHaveBeenCalled();
    // Not a whole number: said on the field, nothing changes.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Set quantity' }));
    await expect(quantity).toHaveAccessibleDescription('Enter a whole number, 0 or more.');
    await expect(total(canvas, 'Total stock')).toHaveTextContent('19');
  },
};

/** The product form's category change: a wrapper switches `sizes` as the form does. */
function CategoryChange(props: VariantGridProps) {
  const [sizes, setSizes] = useState(['XS', 'S', 'M', 'L']);
  const [dropped, setDropped] = useState<string[]>([]);
  const [value, setValue] = useState<VariantGridValue>({
    Black: { XS: { quantity: '3', sku: 'B-XS' }, S: { quantity: '4', sku: 'B-S' } },
  });
  const changeCategory = () => {
    const next = ['S', 'M', 'L', 'XL'];
    setDropped(sizes.filter((size) => !next.includes(size)));
    setSizes(next);
    setValue((old) =>
      Object.fromEntries(
        Object.entries(old).map(([color, row]) => [
          color,
          Object.fromEntries(Object.entries(row).filter(([size]) => next.includes(size))),
        ]),
      ),
    );
  };
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Button variant="secondary" onClick={changeCategory} style={{ justifySelf: 'start' }}>
        Change category to Knitwear
      </Button>
      <VariantGrid
        {...props}
        sizes={sizes}
        droppedSizes={dropped}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

export const CategoryChangeDropsASize: Story = {
  args: { colors: colors.slice(0, 2) },
  render: (args) => <CategoryChange {...args} />,
  play: async ({ canvas }) => {
    await expect(cell(canvas, 'Quantity, Black, XS')).toHaveValue('3');
    await expect(canvas.queryByRole('status', { name: /size chart/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Change category to Knitwear' }));
    await expect(
      canvas.getByText("Size XS is not in the new category's size chart and was removed."),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Quantity, Black, XS' })).toBeNull();
    // The sizes that still exist keep their stock and SKU, in the new chart's order.
    await expect(cell(canvas, 'Quantity, Black, S')).toHaveValue('4');
    await expect(cell(canvas, 'SKU, Black, S')).toHaveValue('B-S');
    const headers = canvas
      .getAllByRole('columnheader')
      .filter((header) => header.getAttribute('colspan') === '2')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['S', 'M', 'L', 'XL']);
    await expect(total(canvas, 'Total stock')).toHaveTextContent('4');
  },
};

export const SeveralSizesDropped: Story = {
  args: { droppedSizes: ['XS', 'XXL', '3XL'] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        "Sizes XS, XXL and 3XL are not in the new category's size chart and were removed.",
      ),
    ).toBeVisible();
  },
};

export const WithErrors: Story = {
  args: {
    errors: {
      Black: { S: { sku: 'SKU BLK-1 is already used by another product' } },
      Floral: { M: { quantity: 'Quantity must be a whole number, 0 or more' } },
    },
    value: { ...filled, Floral: { M: { quantity: '-2', sku: '' } } },
  },
  play: async ({ canvas }) => {
    const sku = cell(canvas, 'SKU, Black, S');
    await expect(sku).toBeInvalid();
    await expect(sku).toHaveAccessibleDescription('SKU BLK-1 is already used by another product');
    const quantity = cell(canvas, 'Quantity, Floral, M');
    await expect(quantity).toBeInvalid();
    await expect(quantity).toHaveAccessibleDescription(
      'Quantity must be a whole number, 0 or more',
    );
    await expect(cell(canvas, 'Quantity, Black, S')).toBeValid();
    // A quantity that is not a whole number counts nothing in the totals.
    await expect(total(canvas, 'Stock of Floral')).toHaveTextContent('0');
  },
};

export const Empty: Story = {
  args: { colors: [], value: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.getByRole('note', { name: 'Stock and SKUs' })).toHaveTextContent(
      'Pick at least one colour and one size to enter stock and SKUs.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, generateSku: sku },
  play: async ({ canvas, args }) => {
    for (const input of within(canvas.getByRole('grid')).getAllByRole('textbox')) {
      await expect(input).toBeDisabled();
    }
    await expect(canvas.getByRole('button', { name: 'Generate SKUs' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Set quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(total(canvas, 'Total stock')).toHaveTextContent('12');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const manySizes = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'];

/** On a phone the grid scrolls inside its own box; the page does not scroll sideways. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: { sizes: manySizes, generateSku: sku },
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    const box = canvas.getByRole('grid').parentElement!;
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(page.clientWidth);
    // Moving to a cell out of sight scrolls it into the box.
    cell(canvas, 'Quantity, Black, XXS').focus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(cell(canvas, 'SKU, Floral, 3XL')).toHaveFocus();
    await waitFor(() => expect(box.scrollLeft).toBeGreaterThan(0));
  },
};

export const OnADesktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  args: { generateSku: sku },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('grid').parentElement!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

/**
 * Four sizes in the product form's card at 1280 px, narrower than the grid: the colours
 * and the stock stay in sight, and a shadow shows the side that has more sizes.
 */
export const InTheProductCard: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  args: { sizes: fourSizes, generateSku: sku },
  render: (args) => (
    <div style={{ width: '44rem' }}>
      <Controlled {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('grid').parentElement!;
    const inSight = (element: HTMLElement) => {
      const shown = box.getBoundingClientRect();
      const rect = element.getBoundingClientRect();
      return rect.left >= shown.left && rect.right <= shown.right + 1;
    };
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expect(inSight(total(canvas, 'Stock of Black')!)).toBe(true);
    await expect(inSight(total(canvas, 'Total stock')!)).toBe(true);
    await waitFor(() => expect(box).toHaveAttribute('data-more-end'));
    await expect(box).not.toHaveAttribute('data-more-start');
    // Moving to the last size scrolls it into sight; the colours stay, and the shadow turns.
    cell(canvas, 'Quantity, Black, S').focus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(box).toHaveAttribute('data-more-start'));
    await waitFor(() => expect(box).not.toHaveAttribute('data-more-end'));
    await expect(inSight(canvas.getByRole('rowheader', { name: 'Black' }))).toBe(true);
    await expect(inSight(total(canvas, 'Stock of Black')!)).toBe(true);
  },
};

/**
 * The owner removes sizes outside the grid (the product form's size checkboxes) and puts
 * each removal on the grid's history: Undo brings the size back with its cells.
 */
function WithSizePicker(props: VariantGridProps) {
  const grid = useRef<VariantGridHandle>(null);
  const [value, setValue] = useState(props.value);
  const [sizes, setSizes] = useState(props.sizes);
  const remove = (size: string) => {
    const before = sizes;
    const after = sizes.filter((other) => other !== size);
    setSizes(after);
    grid.current?.record({
      label: `removing size ${size}`,
      said: `Removed size ${size}. Undo brings it back.`,
      undo: () => setSizes(before),
      redo: () => setSizes(after),
    });
  };
  return (
    <>
      {props.sizes.map((size) => (
        <Button
          key={size}
          variant="secondary"
          disabled={!sizes.includes(size)}
          onClick={() => remove(size)}
        >
          {`Remove size ${size}`}
        </Button>
      ))}
      <VariantGrid
        {...props}
        ref={grid}
        sizes={sizes}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </>
  );
}

/**
 * A size removed outside the grid joins its history: Undo brings it back with its stock and
 * SKUs (issue 27: Undo was disabled and the stock was gone), Redo takes it away again, in
 * turn with the grid's own edits; with every size gone, Undo is still there.
 */
export const UndoesARemovalMadeOutside: Story = {
  args: { sizes: ['S', 'M'], value: { Black: { S: { quantity: '4', sku: 'B-S' } } } },
  render: (args) => <WithSizePicker {...args} />,
  play: async ({ canvas }) => {
    const undo = canvas.getByRole('button', { name: 'Undo' });
    await userEvent.type(cell(canvas, 'Quantity, Black, M'), '6');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove size S' }));
    await expect(canvas.queryByRole('textbox', { name: 'Quantity, Black, S' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Removed size S. Undo brings it back.',
    );
    await expect(undo).toBeEnabled();
    await userEvent.click(undo);
    await expect(cell(canvas, 'Quantity, Black, S')).toHaveValue('4');
    await expect(cell(canvas, 'SKU, Black, S')).toHaveValue('B-S');
    await expect(canvas.getByRole('status')).toHaveTextContent('Undone: removing size S.');
    // Next back: the typed 6, and Redo again in order.
    await userEvent.click(undo);
    await expect(cell(canvas, 'Quantity, Black, M')).toHaveValue('');
    const redo = canvas.getByRole('button', { name: 'Redo' });
    await userEvent.click(redo);
    await userEvent.click(redo);
    await expect(canvas.queryByRole('textbox', { name: 'Quantity, Black, S' })).toBeNull();
    await expect(cell(canvas, 'Quantity, Black, M')).toHaveValue('6');
    // Every size gone: the grid is empty, and its Undo still brings the last one back.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove size M' }));
    await expect(canvas.queryByRole('grid')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(cell(canvas, 'Quantity, Black, M')).toHaveValue('6');
  },
};
