import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
import type { CarouselProduct } from './carouselTimeEditorModel';
import { StyledActions, StyledToolbar } from './CarouselTimeEditor.styles';

type EditorToolbarProps = {
  products: readonly CarouselProduct[];
  /** The product a new segment shows; the first when none is picked. */
  productToAdd: string;
  onProductToAdd: (productId: string) => void;
  onAdd: () => void;
  onSetStart: () => void;
  onSetEnd: () => void;
  onRemove: () => void;
  /** A segment is selected: its start, end and removal are offered. */
  hasSelection: boolean;
  preview: boolean;
  onPreviewToggle: () => void;
  disabled: boolean;
};

/** The product to add, and the buttons that act at the playhead or on the selected segment. */
export function EditorToolbar({
  products,
  productToAdd,
  onProductToAdd,
  onAdd,
  onSetStart,
  onSetEnd,
  onRemove,
  hasSelection,
  preview,
  onPreviewToggle,
  disabled,
}: EditorToolbarProps) {
  return (
    <StyledToolbar>
      <Select
        label="Product"
        options={products.map((product) => ({ value: product.id, label: product.name }))}
        value={productToAdd || (products[0]?.id ?? '')}
        onChange={(event) => onProductToAdd(event.target.value)}
        disabled={disabled || products.length === 0}
      />
      <StyledActions>
        <Button
          size="sm"
          variant="secondary"
          onClick={onAdd}
          disabled={disabled || products.length === 0}
        >
          Add at playhead
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-keyshortcuts="I"
          onClick={onSetStart}
          disabled={disabled || !hasSelection}
        >
          Set start (I)
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-keyshortcuts="O"
          onClick={onSetEnd}
          disabled={disabled || !hasSelection}
        >
          Set end (O)
        </Button>
        <Button size="sm" variant="ghost" onClick={onRemove} disabled={disabled || !hasSelection}>
          Remove segment
        </Button>
        <Button
          size="sm"
          variant={preview ? 'primary' : 'secondary'}
          aria-pressed={preview}
          onClick={onPreviewToggle}
        >
          Preview
        </Button>
      </StyledActions>
    </StyledToolbar>
  );
}
