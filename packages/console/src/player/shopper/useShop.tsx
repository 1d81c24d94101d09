import {
  availabilityLabel,
  checkoutMessages,
  type CheckoutReturnOutcome,
  CHECKOUT_LINE_QUANTITY_MAX,
  type CartLine,
  type PublicProduct,
} from '@runway-live/domain/checkout';
import type { StorageLike } from '@runway-live/domain/storage';
import {
  Button,
  CartPanel,
  ProductSheet,
  type CartPanelLine,
  type ProductSheetChoice,
  visuallyHidden,
} from '@runway-live/ui';
import { lazy, Suspense, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import {
  addToCart,
  cartLineKey,
  readCart,
  removeFromCart,
  writeCart,
  type ShopPlace,
} from './cart';
import { outcomeOfOrders } from './paymentReturn';
import { ShopperCallError, type ShopperApi } from './shopperApi';

/** What the shop did (added, removed), said to screen readers only. */
const StyledAnnouncement = styled.p`
  ${visuallyHidden}
`;

// The checkout form (its rules, the address check) and the orders load when asked for.
const ShopperCheckout = lazy(() => import('./ShopperCheckout'));
const ShopperOrders = lazy(() => import('./ShopperOrders'));

export type ShopOptions = {
  api: ShopperApi;
  storage: StorageLike;
  /** The marketplace show or the brand's web event sold from (decision 0033). */
  place: ShopPlace;
  viewerId: string;
  /** Whether someone is signed in (checkout and orders need an account). */
  signedIn: boolean;
  /** Opens the sign-in dialog (for a checkout asked for before signing in). */
  signIn: () => void;
  /** Seconds into the show now (live or replay), for the order's attribution. */
  showSec: () => number | undefined;
  /** Where the payment step is opened; the browser's navigation otherwise. */
  goTo?: (url: string) => void;
  /**
   * The payment step opens in a tab of its own (a framed player, decision 0033): the page
   * stays, says so, and learns how it went from the shopper's orders when it is looked at
   * again (and every `watchEveryMs` meanwhile).
   */
  payElsewhere?: boolean;
  watchEveryMs?: number;
  /**
   * Back from the payment step: "Your orders" opens at once, saying how it went; a paid
   * checkout empties the cart (a cancelled one leaves it as it was, to try again).
   */
  paymentOutcome?: CheckoutReturnOutcome | null;
};

type Sheet =
  | { status: 'loading'; productId: string }
  | { status: 'failed'; productId: string; message: string }
  | { status: 'ready'; product: PublicProduct };

type Panel = 'cart' | 'checkout' | 'orders' | null;

/** A product's words for the sheet: "2 left", "Sold out", or nothing, from the domain's rule. */
function sheetProductOf(product: PublicProduct) {
  return {
    name: product.name,
    brandName: product.designer.brandName,
    price: product.price,
    currency: product.currency,
    description: product.description,
    colors: product.colors.map((color) => ({
      color: color.color,
      sizes: color.sizes.map((size) => ({
        size: size.size,
        sku: size.sku,
        soldOut: size.soldOut || size.available <= 0,
        note: availabilityLabel(size.available),
      })),
    })),
  };
}

/** What the page says of a payment once it is known. */
const outcomeWords = (outcome: CheckoutReturnOutcome) =>
  outcome === 'paid' ? checkoutMessages.paid : checkoutMessages.paymentFailed;

const SALE_STATE_WORDS: Record<PublicProduct['saleState'], string | null> = {
  'on-sale': null,
  'not-started': 'On sale once the show starts.',
  'sold-out': 'Sold out',
  archived: 'No longer sold.',
};

/** The cart's lines as of now: the products' current prices and what is left. */
function panelLinesOf(lines: readonly CartLine[], products: readonly PublicProduct[] | null) {
  return lines.map((line): CartPanelLine => {
    const product = products?.find((entry) => entry._id === line.productId);
    const color = product?.colors.find((entry) =>
      entry.sizes.some((size) => size.sku === line.sku),
    );
    const size = color?.sizes.find((entry) => entry.sku === line.sku);
    const available = size?.available ?? 0;
    const gone = products !== null && (!product || !size || product.saleState === 'archived');
    return {
      key: cartLineKey(line),
      name: product?.name ?? 'Loading…',
      designer: product?.designer.brandName ?? '',
      variant: [color?.color, size?.size].filter(Boolean).join(' / ') || line.sku,
      price: product?.price ?? 0,
      currency: product?.currency ?? 'USD',
      quantity: line.quantity,
      availability: gone
        ? 'No longer sold'
        : products === null
          ? null
          : available < line.quantity && available > 0
            ? `Only ${available} left`
            : availabilityLabel(available),
      unavailable: gone || (products !== null && available < line.quantity),
    };
  });
}

/**
 * The viewer page's shop (issue 29): Buy opens the product's sheet (colours, sizes with
 * what is left, quantity, Add to cart); the cart is kept in this browser and restored; it
 * shows each line as of now; Checkout asks for an account, then the address, then the
 * payment step; "Your orders" lists the shopper's own. Each add is reported for the host's
 * "adds to cart" counter.
 */
export function useShop({
  api,
  storage,
  place,
  viewerId,
  signedIn,
  signIn,
  showSec,
  payElsewhere = false,
  goTo = payElsewhere
    ? (url) => void window.open(url, '_blank', 'noopener')
    : (url) => window.location.assign(url),
  watchEveryMs = 3000,
  paymentOutcome: returned = null,
}: ShopOptions) {
  const eventId = 'eventId' in place ? place.eventId : undefined;
  const [lines, setLines] = useState<CartLine[]>(() => {
    if (returned !== 'paid') return readCart(storage);
    writeCart(storage, []);
    return [];
  });
  const [paymentOutcome, setPaymentOutcome] = useState(returned);
  /** A payment open in another tab: its checkout and where it is. */
  const [elsewhere, setElsewhere] = useState<{ checkoutId: string; url: string } | null>(null);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [panel, setPanel] = useState<Panel>(returned && signedIn ? 'orders' : null);
  const [products, setProducts] = useState<readonly PublicProduct[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** A code applied from the show's banner (issue 32): the checkout's code field takes it. */
  const [appliedCode, setAppliedCode] = useState('');

  const keep = (next: CartLine[]) => {
    setLines(next);
    writeCart(storage, next);
  };

  // The cart as of now, each time it is opened.
  const cartOpen = panel === 'cart';
  const productIds = [...new Set(lines.map((line) => line.productId))].join(',');
  useEffect(() => {
    if (!cartOpen) return undefined;
    let current = true;
    api.products(productIds ? productIds.split(',') : []).then(
      (read) => current && setProducts(read),
      () => current && setProducts([]),
    );
    return () => {
      current = false;
    };
  }, [api, cartOpen, productIds]);

  // A payment in another tab: the orders say how it went, read when the page is looked at
  // again and every few seconds meanwhile (the tab's return page may be in another storage).
  const watched = elsewhere?.checkoutId;
  // A paid order empties the cart through the cart's writer of the moment (new every render).
  const emptyCart = useEffectEvent(() => keep([]));
  useEffect(() => {
    if (!watched) return undefined;
    let current = true;
    const look = () =>
      void api.myOrders().then(
        (orders) => {
          const outcome = current ? outcomeOfOrders(orders, watched) : null;
          if (!outcome) return;
          current = false;
          if (outcome === 'paid') emptyCart();
          setPaymentOutcome(outcome);
          setElsewhere(null);
          setPanel('orders');
        },
        () => undefined,
      );
    window.addEventListener('focus', look);
    const timer = window.setInterval(look, watchEveryMs);
    return () => {
      current = false;
      window.removeEventListener('focus', look);
      window.clearInterval(timer);
    };
  }, [api, watched, watchEveryMs]);

  const openProduct = (productId: string) => {
    setSheet({ status: 'loading', productId });
    api.product(productId).then(
      (product) => setSheet({ status: 'ready', product }),
      (error: unknown) =>
        setSheet({
          status: 'failed',
          productId,
          message: error instanceof ShopperCallError ? error.message : String(error),
        }),
    );
  };

  const add = (product: PublicProduct, choice: ProductSheetChoice) => {
    const moment = showSec();
    keep(
      addToCart(lines, {
        productId: product._id,
        sku: choice.sku,
        quantity: choice.quantity,
        ...(eventId === undefined ? {} : { eventId }),
        ...(moment === undefined || eventId === undefined ? {} : { showSec: moment }),
      }),
    );
    // The host's "adds to cart" counter is a marketplace show's.
    if (eventId !== undefined) {
      void api.reportCartAdd({
        eventId,
        productId: product._id,
        sku: choice.sku,
        quantity: choice.quantity,
        viewerId,
      });
    }
    setSheet(null);
    setAnnouncement(`Added to your cart: ${product.name}, ${choice.color} / ${choice.size}.`);
  };

  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const buttons: ReactNode = (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          setProducts(null);
          setPanel('cart');
        }}
      >
        {`Cart (${count})`}
      </Button>
      {signedIn ? (
        <Button size="sm" variant="ghost" onClick={() => setPanel('orders')}>
          Your orders
        </Button>
      ) : null}
      {elsewhere ? (
        <p role="status">
          {checkoutMessages.payingElsewhere}{' '}
          <a href={elsewhere.url} target="_blank" rel="noopener noreferrer">
            Open the payment page
          </a>
        </p>
      ) : null}
      {paymentOutcome && !signedIn ? (
        // Back in a tab of its own (the embedded player's payment step): no session here.
        <p role="status">{outcomeWords(paymentOutcome)}</p>
      ) : null}
    </>
  );

  const dialogs: ReactNode = (
    <>
      <StyledAnnouncement role="status">{announcement}</StyledAnnouncement>
      {sheet?.status === 'ready' ? (
        <ProductSheet
          key={sheet.product._id}
          open
          product={sheetProductOf(sheet.product)}
          maxQuantity={CHECKOUT_LINE_QUANTITY_MAX}
          unavailable={SALE_STATE_WORDS[sheet.product.saleState]}
          onAdd={(choice) => add(sheet.product, choice)}
          onClose={() => setSheet(null)}
        />
      ) : null}
      {sheet?.status === 'failed' ? <p role="alert">{sheet.message}</p> : null}
      {panel === 'cart' ? (
        <CartPanel
          open
          lines={panelLinesOf(lines, products)}
          loading={products === null}
          onRemove={(key) => keep(removeFromCart(lines, key))}
          onClose={() => setPanel(null)}
          onCheckout={() => {
            if (signedIn) {
              setPanel('checkout');
            } else {
              setPanel(null);
              signIn();
            }
          }}
        />
      ) : null}
      {panel === 'checkout' || panel === 'orders' ? (
        <Suspense fallback={null}>
          {panel === 'checkout' ? (
            <ShopperCheckout
              api={api}
              lines={lines}
              place={place}
              couponCode={appliedCode}
              onClose={() => setPanel('cart')}
              goTo={(url, checkoutId) => {
                goTo(url);
                if (!payElsewhere) return;
                setElsewhere({ checkoutId, url });
                setPanel(null);
              }}
            />
          ) : (
            <ShopperOrders
              api={api}
              onClose={() => setPanel(null)}
              notice={paymentOutcome ? outcomeWords(paymentOutcome) : null}
            />
          )}
        </Suspense>
      ) : null}
    </>
  );

  return { openProduct, buttons, dialogs, lines, applyCode: setAppliedCode };
}
