import { StyledPanel } from './UploaderSheet.styles';

/** A product the server refused, with its first reasons. */
export type RejectedProduct = { productCode: string; messages: readonly string[] };

/** The server's refusals by product: nothing was written, the file needs fixing. */
export function RejectedProducts({ products }: { products: readonly RejectedProduct[] }) {
  return (
    <StyledPanel $tone="danger" aria-label="Refused products">
      <h3>
        {products.length === 1 ? '1 product was' : `${products.length} products were`} refused,
        nothing was written
      </h3>
      <ul aria-label="Reasons by product" tabIndex={0}>
        {products.map((product, index) => (
          <li key={`${index}\u0000${product.productCode}`}>
            <strong>{product.productCode}</strong>: {product.messages.join(' ')}
          </li>
        ))}
      </ul>
    </StyledPanel>
  );
}
