import { useId, type ReactNode } from 'react';
import {
  PrintStyle,
  StyledAddress,
  StyledArea,
  StyledCaption,
  StyledHead,
  StyledSlip,
  StyledTable,
} from './PackingSlip.styles';

export type PackingSlipLine = {
  sku: string;
  name: string;
  color: string;
  size: string;
  quantity: number;
};

export type PackingSlipProps = {
  orderNumber: string;
  /** When it was ordered, formatted by the caller. */
  orderedAt: string;
  /** Who sends it (the designer's brand). */
  from: string;
  /** The buyer's name and the address's lines. */
  shipTo: { name: string; lines: readonly string[] };
  lines: readonly PackingSlipLine[];
  /** A line for the packer or the buyer. */
  note?: ReactNode;
};

/** One order's packing slip: who from, where to, and what goes in the parcel (no prices). */
export function PackingSlip({
  orderNumber,
  orderedAt,
  from,
  shipTo,
  lines,
  note,
}: PackingSlipProps) {
  const headingId = useId();
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <StyledSlip aria-labelledby={headingId}>
      <StyledHead>
        <div>
          <h2 id={headingId}>Packing slip {orderNumber}</h2>
          <p>Ordered {orderedAt}</p>
        </div>
        <p>From {from}</p>
      </StyledHead>
      <div>
        <strong>Ship to</strong>
        <StyledAddress>{[shipTo.name, ...shipTo.lines].join('\n')}</StyledAddress>
      </div>
      <StyledTable>
        <StyledCaption>Items of order {orderNumber}</StyledCaption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Colour</th>
            <th scope="col">Size</th>
            <th scope="col">SKU</th>
            <th scope="col">Qty</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.sku}>
              <td>{line.name}</td>
              <td>{line.color}</td>
              <td>{line.size}</td>
              <td>{line.sku}</td>
              <td>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Units
            </th>
            <td>{units}</td>
          </tr>
        </tfoot>
      </StyledTable>
      {note ? <p>{note}</p> : null}
    </StyledSlip>
  );
}

export type PrintAreaProps = {
  /** Shown on screen too (a preview), or only on paper (a bulk print). */
  screen?: 'shown' | 'hidden';
  children: ReactNode;
};

/**
 * What the browser prints: while one is on the page, printing shows it alone, without the
 * shell or the page's controls. Each packing slip inside starts a new sheet.
 */
export function PrintArea({ screen = 'shown', children }: PrintAreaProps) {
  return (
    <StyledArea data-print-area="" $screen={screen}>
      <PrintStyle />
      {children}
    </StyledArea>
  );
}
