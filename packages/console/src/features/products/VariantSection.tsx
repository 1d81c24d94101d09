import {
  COLORS_NEEDING_DESCRIPTION,
  colorsWithCells,
  keepSizesInChart,
  sizesOfColors,
  TEXT_LIMITS,
  variantCellsOf,
  variantSku,
  type ApiColor,
  type ProductFormInput,
} from '@runway-live/domain';
import {
  CheckboxGroup,
  ChipInput,
  TextField,
  tokens,
  VariantGrid,
  type VariantGridValue,
} from '@runway-live/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { styled } from 'styled-components';

type FormColor = ProductFormInput['colors'][number];

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
};

/** A colour entry for a newly picked colour, with its reference hex as the colour code. */
function newColor(name: string, colors: readonly ApiColor[]): FormColor {
  const hex = colors.find((color) => color.name === name)?.hex ?? '';
  return { color: name, colorCode: hex, alternateColor: '', swatch: '', images: [], sizes: [] };
}

/**
 * The variant editor: colours picked as chips (swatch and hex), sizes picked from the
 * category's chart (in its order), and the colour × size grid of quantity and SKU. It
 * writes the product's `colors[]` through the domain's grid rules; a category change keeps
 * the sizes the new chart has and names the dropped ones.
 */
export function VariantSection({ form, colors, chart, chartKey }: VariantSectionProps) {
  const productColors = useWatch({ control: form.control, name: 'colors' });
  const productCode = useWatch({ control: form.control, name: 'productCode' });
  const [sizes, setSizes] = useState<string[]>(() => sizesOfColors(productColors, chart ?? []));
  const [dropped, setDropped] = useState<string[]>([]);
  const cells = useMemo(() => variantCellsOf(productColors), [productColors]);
  const { errors } = form.formState;

  const write = (nextColors: readonly FormColor[], nextSizes: readonly string[], grid = cells) =>
    form.setValue('colors', colorsWithCells(nextColors, nextSizes, grid), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  // A category change: keep the sizes the new chart has, in its order; name the others.
  const shownChart = useRef(chartKey);
  useEffect(() => {
    if (chartKey === shownChart.current || chart === undefined) return;
    const hadChart = shownChart.current !== undefined;
    shownChart.current = chartKey;
    if (!hadChart) {
      // The chart arrived (the categories loaded): the saved sizes in its order.
      setSizes(sizesOfColors(form.getValues('colors'), chart));
      return;
    }
    const { kept, dropped: lost } = keepSizesInChart(sizes, chart);
    setDropped(lost);
    setSizes(kept);
    write(form.getValues('colors'), kept);
    // Only the chart's change starts this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chartKey, chart]);

  const colorOptions = colors.map((color) => ({
    value: color.name,
    label: color.name,
    swatch: color.hex ?? undefined,
    description: color.hex ?? undefined,
  }));

  const pickColors = (names: string[]) => {
    const byName = new Map(productColors.map((color) => [color.color, color]));
    write(
      names.map((name) => byName.get(name) ?? newColor(name, colors)),
      sizes,
    );
  };

  const pickSizes = (picked: string[]) => {
    const ordered = (chart ?? []).filter((size) => picked.includes(size));
    setSizes(ordered);
    setDropped([]);
    write(productColors, ordered);
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
          label="Stock and SKU by colour and size"
          colors={gridColors}
          sizes={sizes}
          value={cells as VariantGridValue}
          onChange={(next) => write(productColors, sizes, next)}
          generateSku={(colorKey, size) => variantSku(productCode ?? '', colorKey, size)}
          errors={cellErrors}
          droppedSizes={dropped.length ? dropped : undefined}
          emptyText="Pick at least one colour and one size: the grid of stock and SKUs shows here."
        />
      )}
    </StyledSection>
  );
}
