import type { PlayerEvent } from '@runway-live/domain/schemas';
import { CART_STORAGE_KEY, checkoutMessages } from '@runway-live/domain/checkout';
import { createMemoryStorage } from '@runway-live/domain/storage';
import { RunwayThemeProvider } from '@runway-live/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { aWebEvent, PLAYER_PRODUCT_IDS } from '../../test/playerFixtures';
import { anOrder, COAT, fakeShopperApi, typeTestAddress } from '../../test/shopFixtures';
import type { PublicApi } from '../publicApi';
import { WebEventShow } from '../WebEventShow';
import { SHOPPER_SESSION_KEY } from './shopperSession';

// Decision 0033: a brand's web event sells the marketplace products its web products name,
// in its (embeddable) player, with the viewer page's shop; the others keep their buy link.

const viewerId = '9b2d5c1e-3f4a-4b6c-8d7e-1a2b3c4d5e6f';
const [webCoat] = PLAYER_PRODUCT_IDS;
const base = aWebEvent();
const event = aWebEvent({
  products: base.products.map((product) =>
    product._id === webCoat ? { ...product, productId: COAT } : product,
  ),
});

function setup({ signedIn = false, payElsewhere = false } = {}) {
  const storage = createMemoryStorage();
  if (signedIn) {
    storage.setItem(
      SHOPPER_SESSION_KEY,
      JSON.stringify({ token: 'shopper', user: { _id: 'u1', fullName: 'Anna Berg', roles: [] } }),
    );
  }
  const reported: PlayerEvent[] = [];
  const api: PublicApi = {
    webEvent: async () => ({ status: 'not-found' }),
    group: async () => ({ status: 'not-found' }),
    report: (entry) => void reported.push(entry),
  };
  const shopperApi = fakeShopperApi();
  const goTo = vi.fn();
  render(
    <RunwayThemeProvider>
      <WebEventShow
        event={event}
        mode="replay"
        api={api}
        viewerId={viewerId}
        shop={{ storage, shopperApi, goTo, payElsewhere, watchEveryMs: 60_000 }}
      />
    </RunwayThemeProvider>,
  );
  return { storage, shopperApi, goTo, reported };
}

async function fillCheckout() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Buy Wool coat' }));
  const sheet = within(await screen.findByRole('dialog', { name: 'Wool coat' }));
  await user.click(sheet.getByRole('radio', { name: /M · 2 left/ }));
  await user.click(sheet.getByRole('button', { name: 'Add to cart' }));
  await user.click(await screen.findByRole('button', { name: 'Cart (1)' }));
  const cart = within(await screen.findByRole('dialog', { name: 'Your cart' }));
  await cart.findByText('2 left');
  await user.click(cart.getByRole('button', { name: 'Checkout' }));
  const checkout = within(await screen.findByRole('dialog', { name: 'Checkout' }));
  await typeTestAddress(user, checkout);
  await user.click(checkout.getByRole('button', { name: 'Continue to payment' }));
  const popup = await screen.findByRole('dialog', { name: 'Addresses we found on UPS' });
  await user.click(within(popup).getByRole('button', { name: 'Select' }));
}

describe('the web event player’s shop', () => {
  it('sells a linked product here and keeps the buy link of the others', async () => {
    const user = userEvent.setup();
    const { shopperApi, storage, reported } = setup();
    expect(
      screen.getByRole('link', { name: 'Buy Silk dress (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://vale.test/1');
    await user.click(screen.getByRole('button', { name: 'Buy Wool coat' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Wool coat' }));
    expect(shopperApi.product).toHaveBeenCalledWith(COAT);
    expect(sheet.getByRole('radio', { name: /S · Sold out/ })).toBeDisabled();
    expect(await axeViolations()).toEqual([]);
    await user.click(sheet.getByRole('radio', { name: /M · 2 left/ }));
    await user.click(sheet.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('button', { name: 'Cart (1)' })).toBeVisible();
    // The click is reported as the link's; the host's cart counter is a show's, not here.
    expect(reported).toContainEqual(
      expect.objectContaining({ type: 'product-click', productId: webCoat }),
    );
    expect(shopperApi.reportCartAdd).not.toHaveBeenCalled();
    const kept = JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '{}') as { lines: object[] };
    expect(kept.lines).toEqual([{ productId: COAT, sku: 'COAT-BLK-M', quantity: 1 }]);
    // Sign in and Create account, as on the viewer page.
    expect(screen.getByRole('button', { name: 'Create account' })).toBeVisible();
  });

  it('has no shop when no web product sells here', () => {
    render(
      <RunwayThemeProvider>
        <WebEventShow
          event={base}
          mode="replay"
          api={{ webEvent: vi.fn(), group: vi.fn(), report: vi.fn() }}
          viewerId={viewerId}
        />
      </RunwayThemeProvider>,
    );
    expect(screen.queryByRole('button', { name: /^Cart/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Buy Wool coat (opens in a new tab)' })).toBeVisible();
  });

  it('checks out naming the web event, and on the same page goes to the payment step', async () => {
    const { shopperApi, goTo } = setup({ signedIn: true });
    await fillCheckout();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/pay/local/c1'));
    expect(shopperApi.checkout).toHaveBeenCalledWith(
      expect.objectContaining({
        lines: [{ productId: COAT, sku: 'COAT-BLK-M', quantity: 1 }],
        webEventId: event._id,
      }),
    );
    expect(shopperApi.checkout).not.toHaveBeenCalledWith(
      expect.objectContaining({ eventId: expect.anything() }),
    );
  });

  it('framed: pays in another tab, and shows the order once the orders say it is paid', async () => {
    const { shopperApi, goTo, storage } = setup({ signedIn: true, payElsewhere: true });
    shopperApi.myOrders.mockResolvedValueOnce([anOrder({ checkoutId: 'c1', status: 'pending' })]);
    await fillCheckout();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/pay/local/c1'));
    // The player stays: it says where to pay, with the page's link should the tab be blocked.
    const waiting = await screen.findByText(checkoutMessages.payingElsewhere);
    expect(within(waiting).getByRole('link', { name: 'Open the payment page' })).toHaveAttribute(
      'href',
      '/pay/local/c1',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // Looked at again while still pending: nothing changes.
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(shopperApi.myOrders).toHaveBeenCalledTimes(1);
    expect(screen.getByText(checkoutMessages.payingElsewhere)).toBeVisible();
    // Paid in the other tab: back here, "Your orders" says so and the cart is emptied.
    await act(async () => window.dispatchEvent(new Event('focus')));
    const orders = within(await screen.findByRole('dialog', { name: 'Your orders' }));
    expect(orders.getByText(checkoutMessages.paid)).toBeVisible();
    expect(await orders.findByText('Order RL-1001')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '{}')).toMatchObject({ lines: [] });
    expect(screen.queryByText(checkoutMessages.payingElsewhere)).toBeNull();
  });
});
