import type { PublicEvent } from '@runway-live/domain/api';
import { CART_STORAGE_KEY, checkoutMessages } from '@runway-live/domain/checkout';
import { couponRefusalMessage } from '@runway-live/domain/coupons';
import { createMemoryStorage } from '@runway-live/domain/storage';
import { RunwayThemeProvider } from '@runway-live/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { FakeLiveTransport } from '../../test/fakeLiveTransport';
import { aPublicEvent, LIVE_EVENT_ID } from '../../test/liveViewerFixtures';
import type { LiveViewerApi } from '../live/liveApi';
import LiveEventPage from '../live/LiveEventPage';
import { anOrder, COAT, fakeShopperApi, typeTestAddress } from '../../test/shopFixtures';
import { ShopperCallError } from './shopperApi';
import { SHOPPER_SESSION_KEY } from './shopperSession';

const viewerId = '9b2d5c1e-3f4a-4b6c-8d7e-1a2b3c4d5e6f';

function setup({ signedIn = false, cart = null as unknown[] | null } = {}) {
  const storage = createMemoryStorage();
  if (signedIn) {
    storage.setItem(
      SHOPPER_SESSION_KEY,
      JSON.stringify({
        token: 'shopper',
        user: { _id: 'u1', fullName: 'Anna Berg', roles: ['user'] },
      }),
    );
  }
  if (cart) storage.setItem(CART_STORAGE_KEY, JSON.stringify({ version: 1, lines: cart }));
  const transport = new FakeLiveTransport();
  transport.answer = (name, payload) =>
    name === 'room'
      ? {
          ok: true,
          eventId: (payload as { eventId: string }).eventId,
          role: 'viewer',
          chat: signedIn ? 'allowed' : 'sign-in-required',
        }
      : { ok: true };
  const api: LiveViewerApi = {
    event: async () => ({ status: 'found', data: aPublicEvent({ status: 'live' }) as PublicEvent }),
    history: async () => [],
  };
  const shopperApi = fakeShopperApi();
  const goTo = vi.fn();
  render(
    <RunwayThemeProvider>
      <LiveEventPage
        eventId={LIVE_EVENT_ID}
        viewerId={viewerId}
        api={api}
        storage={storage}
        shopperApi={shopperApi}
        transport={() => transport}
        goTo={goTo}
        now={() => Date.UTC(2026, 10, 25, 19, 5, 0)}
      />
    </RunwayThemeProvider>,
  );
  return { transport, shopperApi, storage, goTo };
}

async function pushCoat(transport: FakeLiveTransport) {
  await screen.findByText('The host has not featured a product yet.');
  // The page's room listeners attach in an effect after its first paint: push after that.
  await waitFor(() => expect(transport.listens('live_products')).toBe(true));
  act(() =>
    transport.serverEmit('live_products', {
      eventId: LIVE_EVENT_ID,
      products: [
        {
          _id: COAT,
          name: 'Wool coat',
          price: 249.5,
          currency: 'USD',
          imageUrl: null,
          soldOut: false,
        },
      ],
      soldOutProductIds: [],
      pinnedLook: null,
    }),
  );
}

const storedCart = (storage: ReturnType<typeof createMemoryStorage>) =>
  JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? 'null') as { lines: unknown[] } | null;

describe('buying from the live viewer page', () => {
  it('Buy opens the sheet: sizes with what is left, a quantity, Add to cart by keyboard', async () => {
    const user = userEvent.setup();
    const { transport, shopperApi, storage } = setup();
    await pushCoat(transport);
    await user.click(screen.getByRole('button', { name: 'Buy Wool coat' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Wool coat' }));
    expect(sheet.getByRole('radio', { name: /S · Sold out/ })).toBeDisabled();
    expect(sheet.getByRole('radio', { name: /L$/ })).toBeEnabled();
    expect(await axeViolations()).toEqual([]);

    sheet.getByRole('radio', { name: /M · 2 left/ }).focus();
    await user.keyboard(' ');
    await user.selectOptions(sheet.getByRole('combobox', { name: 'Quantity' }), '2');
    sheet.getByRole('button', { name: 'Add to cart' }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Cart (2)' })).toBeVisible();
    expect(storedCart(storage)?.lines).toEqual([
      expect.objectContaining({
        productId: COAT,
        sku: 'COAT-BLK-M',
        quantity: 2,
        eventId: LIVE_EVENT_ID,
      }),
    ]);
    // Reported for the host's "adds to cart" counter.
    expect(shopperApi.reportCartAdd).toHaveBeenCalledWith({
      eventId: LIVE_EVENT_ID,
      productId: COAT,
      sku: 'COAT-BLK-M',
      quantity: 2,
      viewerId,
    });
  });

  it('restores the cart, shows each line as of now, and asks an anonymous viewer to sign in at Checkout', async () => {
    const user = userEvent.setup();
    const { shopperApi } = setup({
      cart: [{ productId: COAT, sku: 'COAT-BLK-M', quantity: 1, eventId: LIVE_EVENT_ID }],
    });
    await user.click(await screen.findByRole('button', { name: 'Cart (1)' }));
    const cart = within(await screen.findByRole('dialog', { name: 'Your cart' }));
    const line = await cart.findByText(/Maison Aurore · Black \/ M · 1 × \$249\.50/);
    expect(line).toBeVisible();
    expect(cart.getByText('2 left')).toBeVisible();
    expect(shopperApi.products).toHaveBeenCalledWith([COAT]);
    expect(await axeViolations()).toEqual([]);
    await user.click(cart.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeVisible();
  });

  it('checks the US address through the popup, checks out and goes to the payment step', async () => {
    const user = userEvent.setup();
    const { shopperApi, storage, goTo } = setup({
      signedIn: true,
      cart: [
        { productId: COAT, sku: 'COAT-BLK-M', quantity: 1, eventId: LIVE_EVENT_ID, showSec: 42 },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Cart (1)' }));
    const cart = within(await screen.findByRole('dialog', { name: 'Your cart' }));
    await cart.findByText('2 left');
    await user.click(cart.getByRole('button', { name: 'Checkout' }));
    const checkout = within(await screen.findByRole('dialog', { name: 'Checkout' }));
    await user.click(checkout.getByRole('button', { name: 'Continue to payment' }));
    expect(
      await checkout.findByRole('textbox', { name: /Street address/ }),
    ).toHaveAccessibleDescription('This field is required');
    expect(await axeViolations()).toEqual([]);

    await typeTestAddress(user, checkout);
    await user.type(checkout.getByRole('textbox', { name: /Coupon code/ }), 'fall10');
    await user.click(checkout.getByRole('button', { name: 'Continue to payment' }));

    const popup = await screen.findByRole('dialog', { name: 'Addresses we found on UPS' });
    await user.click(within(popup).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/pay/local/c1'));
    expect(shopperApi.validateAddress).toHaveBeenCalledWith({
      primaryAddress: '12 Kent Avenue',
      pincode: '11249',
      city: 'Brooklyn',
      state: 'NY',
      country: 'United States',
    });
    expect(shopperApi.checkout).toHaveBeenCalledWith({
      lines: [{ productId: COAT, sku: 'COAT-BLK-M', quantity: 1 }],
      eventId: LIVE_EVENT_ID,
      showSec: 42,
      shippingAddress: {
        primaryAddress: '12 KENT AVE',
        city: 'BROOKLYN',
        state: 'NY',
        pincode: '11249',
        country: 'United States',
      },
      couponCode: 'FALL10',
    });
    // Kept until the payment is confirmed: a cancelled payment leaves the cart to try again.
    expect(storedCart(storage)?.lines).toHaveLength(1);
  });

  it('applies the code the host pushed into the checkout’s code field', async () => {
    const user = userEvent.setup();
    const { transport, shopperApi } = setup({
      signedIn: true,
      cart: [{ productId: COAT, sku: 'COAT-BLK-M', quantity: 1, eventId: LIVE_EVENT_ID }],
    });
    await waitFor(() => expect(transport.listens('live_code')).toBe(true));
    act(() =>
      transport.serverEmit('live_code', {
        eventId: LIVE_EVENT_ID,
        code: {
          couponId: '0190a000-0000-7000-8000-00000000c0de',
          code: 'SPRING20',
          offer: '20% off',
          window: { kind: 'live' },
          expiresAt: null,
        },
      }),
    );
    const banner = within(await screen.findByRole('region', { name: 'Code for viewers' }));
    expect(banner.getByText('SPRING20')).toBeVisible();
    await user.click(banner.getByRole('button', { name: 'Apply' }));
    await user.click(screen.getByRole('button', { name: 'Cart (1)' }));
    const cart = within(await screen.findByRole('dialog', { name: 'Your cart' }));
    await user.click(cart.getByRole('button', { name: 'Checkout' }));
    const checkout = within(await screen.findByRole('dialog', { name: 'Checkout' }));
    expect(await checkout.findByRole('textbox', { name: /Coupon code/ })).toHaveValue('SPRING20');
    await typeTestAddress(user, checkout);
    await user.click(checkout.getByRole('button', { name: 'Continue to payment' }));
    const popup = await screen.findByRole('dialog', { name: 'Addresses we found on UPS' });
    await user.click(within(popup).getByRole('button', { name: 'Select' }));
    await waitFor(() =>
      expect(shopperApi.checkout).toHaveBeenCalledWith(
        expect.objectContaining({ couponCode: 'SPRING20', eventId: LIVE_EVENT_ID }),
      ),
    );
  });

  it('puts a refused coupon code under its field with the reason, then checks out with a good one', async () => {
    const user = userEvent.setup();
    const { shopperApi, goTo } = setup({
      signedIn: true,
      cart: [{ productId: COAT, sku: 'COAT-BLK-M', quantity: 1, eventId: LIVE_EVENT_ID }],
    });
    const good = shopperApi.checkout.getMockImplementation()!;
    const reason = couponRefusalMessage('belowMinimum', 30_000);
    shopperApi.checkout.mockImplementationOnce(async () => {
      throw new ShopperCallError(reason, 400, {
        success: false,
        message: reason,
        field: 'couponCode',
      });
    });
    await user.click(await screen.findByRole('button', { name: 'Cart (1)' }));
    const cart = within(await screen.findByRole('dialog', { name: 'Your cart' }));
    await cart.findByText('2 left');
    await user.click(cart.getByRole('button', { name: 'Checkout' }));
    const checkout = within(await screen.findByRole('dialog', { name: 'Checkout' }));
    await typeTestAddress(user, checkout);
    const code = checkout.getByRole('textbox', { name: /Coupon code/ });
    await user.type(code, 'big300');
    await user.click(checkout.getByRole('button', { name: 'Continue to payment' }));
    const popup = await screen.findByRole('dialog', { name: 'Addresses we found on UPS' });
    await user.click(within(popup).getByRole('button', { name: 'Select' }));

    // The reason is the code's, named under it; nothing else is wrong, and nothing was paid.
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'This coupon code needs at least $300.00 of eligible items',
      ),
    );
    // The field's own message is the only alert: no form-wide one.
    expect(checkout.getAllByRole('alert')).toHaveLength(1);
    expect(goTo).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);

    shopperApi.checkout.mockImplementation(good);
    await user.clear(code);
    await user.type(code, 'fall10');
    await user.click(checkout.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/pay/local/c1'));
    expect(shopperApi.checkout).toHaveBeenLastCalledWith(
      expect.objectContaining({ couponCode: 'FALL10' }),
    );
  });

  it('shows the discount a coupon gave in "Your orders"', async () => {
    const user = userEvent.setup();
    const { shopperApi } = setup({ signedIn: true });
    shopperApi.myOrders.mockImplementation(async () => [
      anOrder({ couponCode: 'FALL10', discount: 24.95, total: 224.55 }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Your orders' }));
    const orders = within(await screen.findByRole('dialog', { name: 'Your orders' }));
    expect(await orders.findByText(/FALL10: \$24\.95 off/)).toBeVisible();
  });

  it('back from a paid payment step: says so in "Your orders" and empties the cart', async () => {
    window.history.replaceState(null, '', `/video/event/${LIVE_EVENT_ID}?checkout=c1&payment=paid`);
    try {
      const { storage } = setup({
        signedIn: true,
        cart: [{ productId: COAT, sku: 'COAT-BLK-M', quantity: 1, eventId: LIVE_EVENT_ID }],
      });
      const orders = within(await screen.findByRole('dialog', { name: 'Your orders' }));
      // The list's own loading spinner is a status too while the orders load.
      expect(orders.getByText(checkoutMessages.paid)).toHaveAttribute('role', 'status');
      expect(await orders.findByText('Order RL-1001')).toBeVisible();
      expect(storedCart(storage)?.lines).toEqual([]);
      expect(screen.getByRole('button', { name: 'Cart (0)' })).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('shows "Your orders" to a signed-in shopper', async () => {
    const user = userEvent.setup();
    const { shopperApi } = setup({ signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Your orders' }));
    const orders = within(await screen.findByRole('dialog', { name: 'Your orders' }));
    expect(await orders.findByText('Order RL-1001')).toBeVisible();
    expect(orders.getByRole('list', { name: 'Orders' })).toHaveTextContent(
      'Maison Aurore · Paid · $269.46',
    );
    expect(shopperApi.myOrders).toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });
});
