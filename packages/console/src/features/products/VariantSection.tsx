import { COLORS_NEEDING_DESCRIPTION } from '@runway-live/domain/reference';
import {
  colorsWithCells,
  keepSizesInChart,
  removedVariants,
  sizesOfColors,
  TEXT_LIMITS,
  variantCellsOf,
  variantSku,
  type ProductFormInput,
} from '@runway-live/domain/schemas';
import { type ApiColor, type ApiProduct } from '@runway-live/domain/api';
import {
  CheckboxGroup,
  ChipInput,
  TextField,
  tokens,
  VariantGrid,
  type VariantGridHandle,
  type VariantGridValue,
} from '@runway-live/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { styled } from 'styled-components';
import { heldNotes } from './heldNotes';
import { RemovalDialog, type PendingRemoval } from './RemovalDialog';
import {
  cellsOfSizes,
  inChartOrder,
  inStock,
  listOf,
  newColor,
  withCells,
  type FormColor,
} from './variantEdits';

const StyledSection = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
  min-width: 0;
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
`;

const NEEDS_DESCRIPTION: ReadonlySet<string> = new Set(COLORS_NEEDING_DESCRIPTION);

export type VariantSectionProps = {
  form: UseFormReturn<ProductFormInput>;
  /** The known colours (reference data). */
  colors: readonly ApiColor[];
  /** The category's size chart, in order; undefined until a category is chosen. */
  chart: readonly string[] | undefined;
  /** The chart's key: a change of it is a category change that may drop sizes. */
  chartKey: string | undefined;
  /** The saved product's colours: a size whose units checkouts hold shows "N held". */
  saved?: ApiProduct['colors'] | undefined;
};

/**
 * The variant editor: colours picked as chips (swatch and hex), sizes picked from the
 * category's chart (in its order), and the colour × size grid of quantity and SKU. It
 * writes the product's `colors[]` through the domain's grid rules; a category change keeps
 * the sizes the new chart has and names the dropped ones.
 */
export function VariantSection({ form, colors, chart, chartKey, saved }: VariantSectionProps) {
  const productColors = useWatch({ control: form.control, name: 'colors' });
  const productCode = useWatch({ control: form.control, name: 'productCode' });
  const [sizes, setShownSizes] = useState<string[]>(() =>
    sizesOfColors(productColors, chart ?? []),
  );
  // The sizes as last set, for the grid's Undo and Redo, which run after later renders.
  const sizesNow = useRef(sizes);
  const setSizes = (next: string[]) => {
    sizesNow.current = next;
    setShownSizes(next);
  };
  const grid = useRef<VariantGridHandle>(null);
  const [pending, setPending] = useState<PendingRemoval | null>(null);
  const [dropped, setDropped] = useState<string[]>([]);
  const cells = useMemo(() => variantCellsOf(productColors), [productColors]);
  const { errors } = form.formState;

  const write = (nextColors: readonly FormColor[], nextSizes: readonly string[], grid = cells) =>
    form.setValue('colors', colorsWithCells(nextColors, nextSizes, grid), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  const colorOptions = colors.map((color) => ({
    value: color.name,
    label: color.name,
    swatch: color.hex ?? undefined,
    description: color.hex ?? undefined,
  }));

  /**
   * Removes sizes or colours the user unticked: at once when none of their variants has
   * stock, after asking when some have (issue 27: unticking XS deleted its stock without a
   * word). Either way the grid's Undo brings them back, with their stock and SKUs, until
   * the product is saved.
   */
  const removeVariants = (
    what: string,
    next: readonly FormColor[],
    apply: () => void,
    question?: PendingRemoval['question'],
  ) => {
    const stocked = removedVariants(productColors, next).filter((variant) => variant.quantity > 0);
    if (stocked.length === 0) apply();
    else setPending({ what, stocked, apply, ...(question ? { question } : {}) });
  };

  /** Tells the grid a removal happened, with how to take it back and do it again. */
  const record = (what: string, gone: readonly FormColor[], undo: () => void, redo: () => void) => {
    // The variants that held something: a stock or a SKU.
    const lost = removedVariants(gone, []).filter(
      (variant) => variant.quantity > 0 || variant.sku !== '',
    );
    const stock = inStock(lost);
    grid.current?.record({
      label: `removing ${what}`,
      said:
        lost.length === 0
          ? `Removed ${what}. Undo brings it back.`
          : `Removed ${what}: ${lost.length === 1 ? '1 variant' : `${lost.length} variants`}, ${stock} in stock. Undo brings ${lost.length === 1 ? 'it' : 'them'} back until you save.`,
      undo,
      redo,
    });
  };

  /**
   * A category change: keep the sizes the new chart has, in its order; name the others. When
   * dropped sizes have stock it asks first (Cancel puts the category back), and Undo brings
   * the category, its sizes and their stock back until the save (issue 27), as unticking does.
   */
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  const shownChart = useRef(chartKey);
  const shownCategory = useRef(categoryId);
  useEffect(() => {
    if (chart === undefined) return;
    if (chartKey === shownChart.current) {
      shownCategory.current = categoryId;
      return;
    }
    if (shownChart.current === undefined) {
      // The chart arrived (the categories loaded): the saved sizes in its order.
      shownChart.current = chartKey;
      shownCategory.current = categoryId;
      setSizes(sizesOfColors(form.getValues('colors'), chart));
      return;
    }
    const before = { key: shownChart.current, category: shownCategory.current };
    const beforeSizes = sizesNow.current;
    const after = { key: chartKey, category: categoryId };
    const show = (to: { key: string | undefined; category: typeof categoryId }) => {
      shownChart.current = to.key;
      shownCategory.current = to.category;
      form.setValue('categoryId', to.category, { shouldDirty: true });
    };
    const { kept, dropped: lost } = keepSizesInChart(beforeSizes, chart);
    const apply = () => {
      show(after);
      setDropped(lost);
      setSizes(kept);
      write(form.getValues('colors'), kept);
    };
    if (lost.length === 0) {
      apply();
      return;
    }
    const what = `${lost.length === 1 ? 'size' : 'sizes'} ${listOf(lost)}`;
    const goneCells = cellsOfSizes(productColors, cells, lost);
    const goneColors = productColors.map((color) => ({
      ...color,
      sizes: color.sizes.filter((entry) => lost.includes(entry.size)),
    }));
    const next = colorsWithCells(productColors, kept, cells);
    removeVariants(
      what,
      next,
      () => {
        apply();
        record(
          what,
          goneColors,
          () => {
            show(before);
            const now = form.getValues('colors');
            setDropped([]);
            setSizes(beforeSizes);
            write(now, beforeSizes, withCells(variantCellsOf(now), goneCells));
          },
          () => {
            show(after);
            const now = form.getValues('colors');
            const keptNow = sizesNow.current.filter((size) => !lost.includes(size));
            setDropped(lost);
            setSizes(keptNow);
            write(now, keptNow, variantCellsOf(now));
          },
        );
      },
      {
        title: `Change the category and remove ${what}?`,
        reason: `${lost.length === 1 ? 'Size' : 'Sizes'} ${listOf(lost)} ${lost.length === 1 ? 'is' : 'are'} not in the new category's size chart.`,
        cancel: () => show(before),
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the category or its chart starts this, not the form's other values
  }, [categoryId, chartKey, chart]);

  const pickColors = (names: string[]) => {
    const byName = new Map(productColors.map((color) => [color.color, color]));
    const next = names.map((name) => byName.get(name) ?? newColor(name, colors));
    const gone = productColors.filter((color) => !names.includes(color.color));
    if (gone.length === 0) {
      write(next, sizes);
      return;
    }
    const what = `${gone.length === 1 ? 'colour' : 'colours'} ${listOf(gone.map((color) => color.color))}`;
    const goneNames = new Set(gone.map((color) => color.color));
    const places = new Map(gone.map((color) => [color.color, productColors.indexOf(color)]));
    const remove = () => {
      const now = form.getValues('colors');
      const kept = now.filter((color) => !goneNames.has(color.color));
      write(kept, sizesNow.current, variantCellsOf(kept));
    };
    removeVariants(what, next, () => {
      write(next, sizes);
      record(
        what,
        gone,
        () => {
          // Back at their places, with the cells they had.
          const now = [...form.getValues('colors')];
          for (const color of gone)
            now.splice(Math.min(places.get(color.color)!, now.length), 0, color);
          write(now, sizesNow.current, variantCellsOf(now));
        },
        remove,
      );
    });
  };

  const pickSizes = (picked: string[]) => {
    const ordered = (chart ?? []).filter((size) => picked.includes(size));
    const gone = sizes.filter((size) => !ordered.includes(size));
    const apply = () => {
      setSizes(ordered);
      setDropped([]);
      write(productColors, ordered);
    };
    if (gone.length === 0) {
      apply();
      return;
    }
    const what = `${gone.length === 1 ? 'size' : 'sizes'} ${listOf(gone)}`;
    const next = colorsWithCells(productColors, ordered, cells);
    // The cells the removal takes, kept for Undo.
    const goneCells = cellsOfSizes(productColors, cells, gone);
    const goneColors = productColors.map((color) => ({
      ...color,
      sizes: color.sizes.filter((entry) => gone.includes(entry.size)),
    }));
    removeVariants(what, next, () => {
      apply();
      record(
        what,
        goneColors,
        () => {
          const now = form.getValues('colors');
          const back = inChartOrder([...sizesNow.current, ...gone], chart ?? []);
          setSizes(back);
          write(now, back, withCells(variantCellsOf(now), goneCells));
        },
        () => {
          const now = form.getValues('colors');
          const kept = sizesNow.current.filter((size) => !gone.includes(size));
          setSizes(kept);
          write(now, kept, variantCellsOf(now));
        },
      );
    });
  };

  const gridColors = productColors.map((color) => ({
    key: color.color,
    label: color.color,
    swatch: colors.find((known) => known.name === color.color)?.hex ?? undefined,
  }));

  // The rules' messages, by colour and size, for the grid's cells.
  const cellErrors: Record<string, Record<string, { quantity?: string; sku?: string }>> = {};
  productColors.forEach((color, colorIndex) => {
    const colorErrors = errors.colors?.[colorIndex]?.sizes;
    color.sizes.forEach((entry, sizeIndex) => {
      const cell = colorErrors?.[sizeIndex];
      if (!cell?.quantity && !cell?.sku) return;
      (cellErrors[color.color] ??= {})[entry.size] = {
        quantity: cell.quantity?.message,
        sku: cell.sku?.message,
      };
    });
  });

  const colorsError =
    errors.colors?.message ??
    errors.colors?.root?.message ??
    productColors
      .map(
        (_, index) =>
          errors.colors?.[index]?.sizes?.message ?? errors.colors?.[index]?.color?.message,
      )
      .find(Boolean);

  return (
    <StyledSection>
      <ChipInput
        label="Colours"
        name="colors"
        required
        options={colorOptions}
        value={productColors.map((color) => color.color)}
        onChange={pickColors}
        placeholder="Type a colour"
        hint="The colours this product comes in."
        noOptionsText="No colour has this name"
        error={colorsError}
      />
      {productColors.map((color, index) =>
        NEEDS_DESCRIPTION.has(color.color) ? (
          <TextField
            key={color.color}
            label={`${color.color}: alternate colour description`}
            required
            maxLength={TEXT_LIMITS.product.alternateColor}
            error={errors.colors?.[index]?.alternateColor?.message}
            {...form.register(`colors.${index}.alternateColor`)}
          />
        ) : null,
      )}
      {chart === undefined ? (
        <StyledNote>Choose a category first: its size chart gives the sizes.</StyledNote>
      ) : (
        <CheckboxGroup
          legend="Sizes"
          required
          columns={3}
          options={chart.map((size) => ({ value: size, label: size }))}
          value={sizes}
          onChange={pickSizes}
        />
      )}
      {chart === undefined ? null : (
        <VariantGrid
          ref={grid}
          label="Stock and SKU by colour and size"
          colors={gridColors}
          sizes={sizes}
          value={cells as VariantGridValue}
          onChange={(next) => write(productColors, sizes, next)}
          generateSku={(colorKey, size) => variantSku(productCode ?? '', colorKey, size)}
          errors={cellErrors}
          notes={heldNotes(saved)}
          droppedSizes={dropped.length ? dropped : undefined}
          emptyText="Pick at least one colour and one size: the grid of stock and SKUs shows here."
        />
      )}
      <RemovalDialog
        pending={pending}
        onDone={(confirmed) => {
          if (confirmed) pending?.apply();
          else pending?.question?.cancel();
          setPending(null);
        }}
      />
    </StyledSection>
  );
}
