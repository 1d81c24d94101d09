import { StyledImage, StyledNoImage } from './ShoppableProductCard.styles';

/** A product's picture in a shopping card (3:4), or a quiet tile when it has none. */
export function ProductPicture({ src }: { src: string | null | undefined }) {
  return src ? <StyledImage src={src} alt="" loading="lazy" /> : <StyledNoImage aria-hidden />;
}
