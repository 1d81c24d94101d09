import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { sentBody } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { adminUser, designerUser, storeSession } from '../../test/users';
import { CODE_ID, COUPON_ID, USED_ORDER_ID, couponServer, designerCoupon, usage } from './testing';

beforeAll(async () => {
  await Promise.all([
    import('./CouponsScreen'),
    import('./CouponFormScreen'),
    import('./CouponDetailScreen'),
  ]);
}, 60_000);

const DESIGNER_BASE = '/api/v2/designer/coupons';

describe('the coupons list (admin)', () => {
  it('shows each coupon with its discount, scope, funder and uses, and has no axe issue', async () => {
    storeSession(adminUser);
    couponServer(adminUser, {
      coupon: { ...designerCoupon, fundedBy: 'marketplace' },
    });
    renderApp('/coupon/view-coupons');
    const table = await screen.findByRole('table', { name: 'Coupons' });
    const row = (await within(table).findByRole('link', { name: 'SPRING-20' })).closest('tr')!;
    expect(within(row).getByText('20% off')).toBeInTheDocument();
    expect(within(row).getByText('Maison Ardent')).toBeInTheDocument();
    expect(within(row).getByText('Marketplace')).toBeInTheDocument();
    expect(within(row).getByText('3 of 100')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'SPRING-20' })).toHaveAttribute(
      'href',
      `/coupon/coupon-detail/${COUPON_ID}`,
    );
    expect(screen.queryByText(/coming soon/i)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('the coupon form', () => {
  it('reads a European "149,90" through the money rule and adds a marketplace coupon (admin)', async () => {
    storeSession(adminUser);
    const { seen } = couponServer(adminUser);
    const { router } = renderApp('/coupon/add-coupon');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Code/ }), 'welcome-15');
    await user.selectOptions(screen.getByRole('combobox', { name: /Discount type/ }), 'fixed');
    const amount = await screen.findByRole('textbox', { name: /Amount off/ });
    await user.type(amount, '149,90');
    expect(amount).toHaveAccessibleDescription(/Saved as \$149\.90/);
    await user.type(screen.getByRole('textbox', { name: /Total uses/ }), '500');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/coupon/coupon-detail/${COUPON_ID}`),
    );
    const post = seen.find((request) => request.method === 'POST');
    expect(new URL(post!.url).pathname).toBe('/api/v2/coupons');
    // 149.90 in the API's major units: 14 990 cents by the same rule on the server.
    expect(await sentBody(post)).toMatchObject({
      code: 'WELCOME-15',
      type: 'fixed',
      value: 149.9,
      minOrderAmount: 0,
      maxUses: 500,
      perUserLimit: null,
      scope: 'all',
      designerId: null,
      fundedBy: 'marketplace',
      status: 'active',
    });
  });

  it('says what is wrong with a percentage before anything is sent', async () => {
    storeSession(adminUser);
    const { seen } = couponServer(adminUser);
    renderApp('/coupon/add-coupon');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Code/ }), 'TOO-MUCH');
    await user.type(screen.getByRole('textbox', { name: /Percent off/ }), '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: /Percent off/ })).toHaveAccessibleDescription(
      /Must be a whole percentage from 1 to 100/,
    );
    expect(seen.some((request) => request.method === 'POST')).toBe(false);
  });

  it("adds a designer's own coupon on their route, scoped to their products and naming no funder", async () => {
    storeSession(designerUser);
    const { seen } = couponServer(designerUser, { base: DESIGNER_BASE });
    const { router } = renderApp('/coupon/add');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Code/ }), 'ardent10');
    await user.type(screen.getByRole('textbox', { name: /Percent off/ }), '10');
    expect(screen.queryByRole('combobox', { name: /Funded by/ })).toBeNull();
    expect(
      within(screen.getByRole('combobox', { name: /Applies to/ })).queryByRole('option', {
        name: 'Everything',
      }),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/coupon/coupon-detail/${COUPON_ID}`),
    );
    const post = seen.find((request) => request.method === 'POST');
    expect(new URL(post!.url).pathname).toBe(DESIGNER_BASE);
    const body = (await sentBody(post)) as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'ARDENT10', type: 'percent', value: 10, scope: 'designer' });
    expect(body).not.toHaveProperty('fundedBy');
    expect(body).not.toHaveProperty('designerId');
  });

  it('edits only what changed (designer, coupon/edit/:id)', async () => {
    storeSession(designerUser);
    const { seen } = couponServer(designerUser, { base: DESIGNER_BASE });
    renderApp(`/coupon/edit/${COUPON_ID}`);
    const user = userEvent.setup();
    const total = await screen.findByRole('textbox', { name: /Total uses/ });
    expect(total).toHaveValue('100');
    await user.clear(total);
    await user.type(total, '250');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'PATCH')).toBe(true));
    const patch = seen.find((request) => request.method === 'PATCH');
    expect(new URL(patch!.url).pathname).toBe(`${DESIGNER_BASE}/${COUPON_ID}`);
    expect(await sentBody(patch)).toEqual({ maxUses: 250 });
  });
});

describe('the coupon detail', () => {
  it('shows the uses, by code, the orders that used it, the discount and the GMV', async () => {
    storeSession(designerUser);
    couponServer(designerUser, { base: DESIGNER_BASE });
    renderApp(`/coupon/coupon-detail/${COUPON_ID}`);
    expect(await screen.findByRole('heading', { name: 'SPRING-20', level: 1 })).toBeVisible();
    const figure = async (label: string) =>
      (await screen.findByRole('heading', { name: label })).closest('[aria-labelledby]')!;
    expect(await figure('Uses so far')).toHaveTextContent('3');
    expect(await figure('Discount given')).toHaveTextContent('$46.00');
    expect(await figure('GMV of its orders')).toHaveTextContent('$184.00');
    const byCode = screen.getByRole('table', { name: 'Uses by code' });
    expect(within(byCode).getByText('SPRING-7KQ2M9XH4RTA')).toBeInTheDocument();
    const orders = screen.getByRole('table', { name: 'Orders that used it' });
    expect(within(orders).getByRole('link', { name: 'RL-10042' })).toHaveAttribute(
      'href',
      `/order/${USED_ORDER_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/coupon/edit/${COUPON_ID}`,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('says when it lists only the newest of its orders, and sorts the codes on the server', async () => {
    storeSession(designerUser);
    const { seen } = couponServer(designerUser, {
      base: DESIGNER_BASE,
      extra: {
        [`GET ${DESIGNER_BASE}/${COUPON_ID}/usage`]: () => ({
          body: { success: true, data: { ...usage, orderCount: 250 } },
        }),
      },
    });
    renderApp(`/coupon/coupon-detail/${COUPON_ID}`);
    expect(
      await screen.findByRole('table', { name: 'The newest 1 of 250 orders that used it' }),
    ).toBeVisible();
    const codes = await screen.findByRole('table', { name: 'Codes' });
    await userEvent.click(within(codes).getByRole('button', { name: /Uses/ }));
    await waitFor(() => {
      const asked = seen.filter((request) => request.url.includes('/codes?')).at(-1);
      expect(new URL(asked!.url).searchParams.get('sort')).toBe('usedCount:asc');
    });
  });

  it('generates codes in bulk, downloads them, and deactivates one or all after asking', async () => {
    storeSession(designerUser);
    const { seen } = couponServer(designerUser, { base: DESIGNER_BASE });
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderApp(`/coupon/coupon-detail/${COUPON_ID}`);
    const user = userEvent.setup();
    const howMany = await screen.findByRole('textbox', { name: /How many/ });

    // Beyond 10 000: the domain's rule says so and nothing is sent.
    await user.clear(howMany);
    await user.type(howMany, '10001');
    await user.click(screen.getByRole('button', { name: 'Generate codes' }));
    expect(howMany).toHaveAccessibleDescription(/Must be a whole number from 1 to 10,000/);
    expect(seen.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(howMany);
    await user.type(howMany, '50');
    await user.click(screen.getByRole('button', { name: 'Generate codes' }));
    expect(await screen.findByText('50 codes generated')).toBeVisible();
    const post = seen.find((request) => request.method === 'POST');
    expect(new URL(post!.url).pathname).toBe(`${DESIGNER_BASE}/${COUPON_ID}/codes`);
    expect(await sentBody(post)).toEqual({ count: 50, prefix: '', maxUses: 1 });

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['SPRING-20-codes.csv']));
    const csv = seen.find((request) => request.url.includes('format=csv'));
    expect(new URL(csv!.url).pathname).toBe(`${DESIGNER_BASE}/${COUPON_ID}/codes`);

    // One code: asked first, naming it.
    await user.click(screen.getByRole('button', { name: 'Deactivate SPRING-7KQ2M9XH4RTA' }));
    const one = within(
      await screen.findByRole('dialog', { name: 'Deactivate SPRING-7KQ2M9XH4RTA?' }),
    );
    expect(one.getByText(/stops working at checkout/)).toBeVisible();
    await user.click(one.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(
        seen.some(
          (request) =>
            request.method === 'PATCH' &&
            new URL(request.url).pathname.endsWith(`/codes/${CODE_ID}`),
        ),
      ).toBe(true),
    );

    // All: asked first, saying how many stop working.
    await user.click(screen.getByRole('button', { name: 'Deactivate all codes' }));
    const all = within(
      await screen.findByRole('dialog', { name: 'Deactivate all codes of SPRING-20?' }),
    );
    expect(all.getByText(/The 2 active codes stop working at checkout/)).toBeVisible();
    await user.click(all.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => {
      const patch = seen.filter((request) => request.method === 'PATCH').at(-1);
      expect(new URL(patch!.url).pathname).toBe(`${DESIGNER_BASE}/${COUPON_ID}/codes`);
    });
    const patch = seen.filter((request) => request.method === 'PATCH').at(-1);
    expect(await sentBody(patch)).toEqual({ status: 'inactive' });
  });
});
