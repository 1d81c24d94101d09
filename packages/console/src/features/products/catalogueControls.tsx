/**
 * TEMPORARY: the design system's ChipInput, VariantGrid and ImageList are being written in
 * packages/ui (issue 12) with exactly these props. Until they land on main, these plain
 * stand-ins keep the product form working; when they land this file becomes a re-export
 * from '@runway-live/ui' and goes at the next change.
 */
import { Button, CheckboxGroup, TextField, tokens } from '@runway-live/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

export type ChipOption = { value: string; label: string; swatch?: string; description?: string };
export type ChipInputProps = {
  label: string;
  options: ChipOption[];
  value: string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  noOptionsText?: string;
};

export function ChipInput({
  label,
  options,
  value,
  onChange,
  error,
  hint,
  required,
}: ChipInputProps) {
  const rest = options.filter((option) => !value.includes(option.value));
  return (
    <CheckboxGroup
      legend={label}
      required={required}
      error={error}
      hint={hint}
      columns={3}
      options={[...value.map((name) => ({ value: name, label: name })), ...rest]}
      value={value}
      onChange={onChange}
    />
  );
}

export type VariantCell = { quantity: string; sku: string };
export type VariantGridValue = Record<string, Record<string, VariantCell>>;
export type VariantGridColor = { key: string; label: string; swatch?: string };
export type VariantGridProps = {
  colors: VariantGridColor[];
  sizes: string[];
  value: VariantGridValue;
  onChange: (next: VariantGridValue) => void;
  generateSku?: (colorKey: string, size: string) => string;
  errors?: Record<string, Record<string, { quantity?: string; sku?: string }>>;
  droppedSizes?: string[];
  disabled?: boolean;
  label?: string;
};

const StyledScroll = styled.div`
  overflow-x: auto;
  display: grid;
  gap: ${tokens.space[3]};
`;

export function VariantGrid({
  colors,
  sizes,
  value,
  onChange,
  generateSku,
  errors,
  droppedSizes,
  label,
}: VariantGridProps) {
  const cell = (color: string, size: string) => value[color]?.[size] ?? { quantity: '', sku: '' };
  const set = (color: string, size: string, change: Partial<VariantCell>) =>
    onChange({
      ...value,
      [color]: { ...value[color], [size]: { ...cell(color, size), ...change } },
    });
  return (
    <StyledScroll role="group" aria-label={label}>
      {droppedSizes?.length ? <p role="status">Dropped sizes: {droppedSizes.join(', ')}</p> : null}
      {generateSku ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              const next: VariantGridValue = {};
              for (const color of colors) {
                next[color.key] = {};
                for (const size of sizes) {
                  const current = cell(color.key, size);
                  next[color.key]![size] = {
                    ...current,
                    sku: current.sku || generateSku(color.key, size),
                  };
                }
              }
              onChange(next);
            }}
          >
            Generate SKUs
          </Button>
        </div>
      ) : null}
      {colors.map((color) =>
        sizes.map((size) => (
          <div key={`${color.key}-${size}`}>
            <TextField
              label={`${color.label} ${size} quantity`}
              inputMode="numeric"
              value={cell(color.key, size).quantity}
              error={errors?.[color.key]?.[size]?.quantity}
              onChange={(event) => set(color.key, size, { quantity: event.target.value })}
            />
            <TextField
              label={`${color.label} ${size} SKU`}
              value={cell(color.key, size).sku}
              error={errors?.[color.key]?.[size]?.sku}
              onChange={(event) => set(color.key, size, { sku: event.target.value })}
            />
          </div>
        )),
      )}
    </StyledScroll>
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

export function ImageList({ images, onRemove, label, addSlot, emptyText }: ImageListProps) {
  return (
    <section aria-label={label}>
      <h3>{label}</h3>
      {images.length === 0 ? <p>{emptyText}</p> : null}
      <ul>
        {images.map((image) => (
          <li key={image.id}>
            <img src={image.src} alt={image.alt} width={64} />
            <Button variant="ghost" size="sm" onClick={() => onRemove(image.id)}>
              Remove {image.alt}
            </Button>
          </li>
        ))}
      </ul>
      {addSlot}
    </section>
  );
}
