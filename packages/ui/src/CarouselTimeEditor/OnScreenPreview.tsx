import type { CarouselProduct } from './carouselTimeEditorModel';
import { StyledOnScreen } from './CarouselTimeEditor.styles';

/** Preview: the product the carousel shows at the playhead, or that it shows none. */
export function OnScreenPreview({ product }: { product: CarouselProduct | undefined }) {
  return (
    <StyledOnScreen role="status" aria-label="On screen now">
      {product ? (
        <>
          {product.thumbnail ? <img src={product.thumbnail} alt="" /> : null}
          <span>
            On screen: <strong>{product.name}</strong>
          </span>
        </>
      ) : (
        <span>No product on screen</span>
      )}
    </StyledOnScreen>
  );
}
