import { formatMoney } from '@runway-live/domain/money';
import { useId, type ReactNode } from 'react';
import { StyledHeading, StyledList, StyledRow, StyledSummary } from './MoneySummary.styles';

export type MoneySummaryProps = {
  /** ISO 4217 code of every amount ('USD', 'EUR'). */
  currency: string;
  /** Amounts in the currency's major unit, as the API answers them. */
  subtotal: number;
  discount?: number;
  /** The coupon the discount came from. */
  discountCode?: string | null;
  tax: number;
  shipping: number;
  total: number;
  /** The marketplace's commission: shown when given. */
  commission?: number;
  /** What the designer is owed: shown when given. */
  designerNet?: number;
  /** What was paid back: shown when above zero. */
  refunded?: number;
  /** Formats an amount; the domain's money rule (Intl.NumberFormat) by default. */
  format?: (amount: number, currency: string) => string;
  title?: string;
  headingLevel?: 2 | 3;
  className?: string;
};

function Row({
  term,
  kind = 'plain',
  children,
}: {
  term: string;
  kind?: 'plain' | 'total' | 'split';
  children: ReactNode;
}) {
  return (
    <StyledRow $kind={kind}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </StyledRow>
  );
}

/** '−$10.00': an amount taken off, with a true minus sign; nothing taken off is '$0.00'. */
const minus = (amount: number, text: string) => (amount > 0 ? `\u2212${text}` : text);

/**
 * What an order comes to: subtotal, discount with its code, tax, shipping and the total,
 * then what was refunded, the marketplace's commission and the designer's net.
 */
export function MoneySummary({
  currency,
  subtotal,
  discount = 0,
  discountCode,
  tax,
  shipping,
  total,
  commission,
  designerNet,
  refunded = 0,
  format = formatMoney,
  title = 'Summary',
  headingLevel = 2,
  className,
}: MoneySummaryProps) {
  const headingId = useId();
  const money = (amount: number) => format(amount, currency);
  return (
    <StyledSummary aria-labelledby={headingId} className={className}>
      <StyledHeading as={`h${headingLevel}`} id={headingId}>
        {title}
      </StyledHeading>
      <StyledList>
        <Row term="Subtotal">{money(subtotal)}</Row>
        {discount > 0 ? (
          <Row term={discountCode ? `Discount (${discountCode})` : 'Discount'}>
            {minus(discount, money(discount))}
          </Row>
        ) : null}
        <Row term="Tax">{money(tax)}</Row>
        <Row term="Shipping">{money(shipping)}</Row>
        <Row term="Total" kind="total">
          {money(total)}
        </Row>
        {refunded > 0 ? <Row term="Refunded">{minus(refunded, money(refunded))}</Row> : null}
        {commission !== undefined ? (
          <Row term="Commission" kind="split">
            {minus(commission, money(commission))}
          </Row>
        ) : null}
        {designerNet !== undefined ? <Row term="Designer net">{money(designerNet)}</Row> : null}
      </StyledList>
    </StyledSummary>
  );
}
