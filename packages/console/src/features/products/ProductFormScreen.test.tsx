import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiMessages, productMessages } from '@runway-live/domain/api';
import { TEXT_LIMITS } from '@runway-live/domain/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { sentBody } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { toastOf } from '../../test/toasts';
import { adminUser, apiUser, designerUser, storeSession } from '../../test/users';
import {
  EVENT_ID,
  LOOK_ID,
  PRODUCT_ID,
  dress,
  productServer,
  vale,
  pagedCategories,
} from './testing';

const notifications = () => screen.getByRole('region', { name: 'Notifications' });

// The screen's lazy module (the ui's editors, dnd-kit, downshift) is loaded once up front:
// on a loaded CI machine its first transform alone can outlast a test's wait for the page.
beforeAll(async () => {
  await import('./ProductFormScreen');
}, 60_000);

describe('the product form', () => {
  it("says Invalid Form and focuses the first invalid field; shows the look's context", async () => {
    storeSession(designerUser);
    productServer(designerUser);
    renderApp(`/look/add-product/${LOOK_ID}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Add product' });
    const trail = screen.getByRole('navigation', { name: /Breadcrumb/i });
    // The look's name joins the trail once the look has loaded.
    expect(
      await within(trail).findByRole('link', { name: 'Summer edit products' }),
    ).toHaveAttribute('href', `/look/products/${LOOK_ID}`);
    // A designer's products are their own: no designer to pick.
    expect(screen.queryByRole('combobox', { name: /Designer/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Issue 19: the toast names the first invalid field, and each field's message its label.
    expect(await within(notifications()).findByRole('alert')).toHaveTextContent(
      /^Invalid Form: Product name is missing \(and \d+ more\)/,
    );
    expect(screen.getByRole('textbox', { name: /Product name/ })).toHaveFocus();
    expect(screen.getAllByText('Product name is missing')).toHaveLength(1);
    expect(screen.getByText('Product code is missing')).toBeInTheDocument();
    expect(screen.getByText('Brand is missing')).toBeInTheDocument();
    expect(screen.getByText('Category is missing')).toBeInTheDocument();
    expect(screen.getByText('Tax rate (%) is missing')).toBeInTheDocument();
    expect(screen.getByText('Price (USD) is missing')).toBeInTheDocument();
    expect(screen.queryByText(/Product Brand|Category Id|Tax Rate/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('saves a price typed with a decimal comma as it reads, shown before saving (issue 27)', async () => {
    storeSession(designerUser);
    const { seen } = productServer(designerUser);
    const { router } = renderApp(`/edit-product/${PRODUCT_ID}`);
    const user = userEvent.setup();
    const price = await screen.findByRole('textbox', { name: /^Price \(USD\)/ });
    await user.clear(price);
    await user.type(price, '289,50');
    expect(price).toHaveValue('289,50');
    expect(price).toHaveAccessibleDescription(expect.stringContaining('Saved as $289.50'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-products'));
    const patch = seen.find((request) => request.method === 'PATCH');
    expect(await sentBody(patch)).toEqual({ productPrice: 289.5 });
  });

  it('asks which amount an ambiguous price means instead of guessing (issue 27)', async () => {
    storeSession(designerUser);
    const { seen } = productServer(designerUser);
    renderApp(`/edit-product/${PRODUCT_ID}`);
    const user = userEvent.setup();
    const price = await screen.findByRole('textbox', { name: /^Price \(USD\)/ });
    await user.clear(price);
    await user.type(price, '1.299');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        '“1.299” could be read two ways: write 1299 for the whole amount, or add the cents (1,299.00 or 1.299,00)',
      ),
    ).toBeVisible();
    expect(seen.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('says what a blank Fabric quality and a blank weight are saved as (issue 27)', async () => {
    storeSession(designerUser);
    const { seen } = productServer(designerUser);
    renderApp(`/edit-product/${PRODUCT_ID}`);
    const user = userEvent.setup();
    const fabric = await screen.findByRole('textbox', { name: /^Fabric quality/ });
    const weight = screen.getByRole('textbox', { name: /^Weight \(lbs\)/ });
    expect(fabric).toHaveAccessibleDescription('Saved as NA when left blank.');
    expect(weight).toHaveAccessibleDescription('Saved as 1 lb when left blank.');
    await user.clear(fabric);
    await user.clear(weight);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'PATCH')).toBe(true));
    // What the hints said is what is sent.
    expect(await sentBody(seen.find((request) => request.method === 'PATCH'))).toEqual({
      fabricQuality: 'NA',
      productWeight: 1,
    });
  });

  it('asks admin and staff for the designer first', async () => {
    storeSession(adminUser);
    const { seen } = productServer(adminUser);
    renderApp('/add-product');
    const user = userEvent.setup();
    const designer = await screen.findByRole('combobox', { name: /Designer/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(notifications()).findByRole('alert')).toHaveTextContent('Invalid Form');
    expect(designer).toHaveFocus();
    expect(screen.getByText('Designer is missing')).toBeInTheDocument();
    // Issue 18: a searchable combobox asks the server for what is typed, not for 'all'.
    await user.type(designer, 'ver');
    await waitFor(() => {
      const asked = seen.filter((request) => request.url.includes('/api/v2/designers')).at(-1);
      expect(new URL(asked!.url).searchParams.get('search')).toBe('ver');
    });
    await user.click(await screen.findByRole('option', { name: 'Vera Vale' }));
    expect(designer).toHaveValue('Vera Vale');
    expect(
      seen
        .filter((request) => request.url.includes('/api/v2/designers'))
        .every((request) => new URL(request.url).searchParams.get('limit') === '20'),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('Designer is missing')).toBeNull();
  });

  it('edits a product in an event, sends only what changed and goes back to the event', async () => {
    storeSession(designerUser);
    const { seen } = productServer(designerUser);
    const { router } = renderApp(`/event/edit-product/${EVENT_ID}/${PRODUCT_ID}`);
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Product name/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Wrap dress' })).toBeVisible();
    await user.clear(name);
    await user.type(name, 'Wrap dress II');
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveValue('active');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/event/products/${EVENT_ID}`));
    expect(await toastOf('status')).toHaveTextContent('Product saved');
    const patch = seen.find((request) => request.method === 'PATCH');
    expect(await sentBody(patch)).toEqual({ productName: 'Wrap dress II' });
  });

  it('shows "N held" under a size checkouts hold, and the server’s refusal to go below it', async () => {
    storeSession(designerUser);
    const navy = dress.colors[0]!;
    const held = {
      ...dress,
      colors: [{ ...navy, sizes: navy.sizes.map((size) => ({ ...size, available: 0 })) }],
    };
    const refusal = productMessages.belowHeld('DR-1-NAVY-S', 2);
    productServer(designerUser, {
      extra: {
        [`GET /api/v2/products/${PRODUCT_ID}`]: () => ({ body: { success: true, data: held } }),
        [`PATCH /api/v2/products/${PRODUCT_ID}`]: () => ({
          status: 409,
          body: { success: false, message: refusal },
        }),
      },
    });
    renderApp(`/edit-product/${PRODUCT_ID}`);
    const quantity = await screen.findByRole('textbox', { name: 'Quantity, Navy, S' });
    expect(quantity).toHaveAccessibleDescription(productMessages.heldLabel(2));
    expect(screen.getByRole('textbox', { name: 'Quantity, Navy, M' })).toHaveAccessibleDescription(
      productMessages.heldLabel(3),
    );
    const user = userEvent.setup();
    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((node) => node.textContent)).toContain(refusal),
    );
  });

  it("shows another designer's product as not found, with the way back to the list", async () => {
    storeSession(designerUser);
    productServer(designerUser); // GET of this id is not served: the fake answers 404
    renderApp('/edit-product/0190a000-0000-7000-8000-00000000ffff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
      'href',
      '/view-products',
    );
    expect(screen.queryByRole('dialog', { name: 'Error!' })).toBeNull();
  });

  it('shows an unknown look as not found', async () => {
    storeSession(designerUser);
    productServer(designerUser);
    renderApp(`/event/look/add-product/${EVENT_ID}/0190a000-0000-7000-8000-00000000aaaa`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Looks' })).toBeVisible();
  });

  // The service's check names the code; the database's unique key, which refuses the second
  // of two saves at once, says it its own way. Either is shown under the field it names.
  it.each([
    ['the service', productMessages.codeTaken('DR-9')],
    ["the database's key", apiMessages.productCodeTaken],
  ])('shows a product code taken (%s) under its field, not in a toast', async (_, message) => {
    storeSession(designerUser);
    productServer(designerUser, {
      extra: {
        [`PATCH /api/v2/products/${PRODUCT_ID}`]: () => ({
          status: 409,
          body: { success: false, message, field: 'productCode' },
        }),
      },
    });
    renderApp(`/edit-product/${PRODUCT_ID}`);
    const user = userEvent.setup();
    const code = await screen.findByRole('textbox', { name: /Product code/ });
    await user.clear(code);
    await user.type(code, 'DR-9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription(expect.stringContaining(message) as string);
    expect(within(notifications()).queryByRole('alert')).toBeNull();
  });

  it("starts the brand as the designer's own, and as the picked designer's for staff", async () => {
    const branded = apiUser({
      ...designerUser,
      designer: brandProfile('Maison Dara'),
    });
    storeSession(branded);
    productServer(branded);
    const { unmount } = renderApp('/add-product');
    expect(await screen.findByRole('textbox', { name: /Brand/ })).toHaveValue('Maison Dara');
    unmount();

    storeSession(adminUser);
    productServer(adminUser, {
      extra: {
        'GET /api/v2/designers': () => ({
          body: {
            success: true,
            data: {
              items: [{ ...vale, designer: brandProfile('Vale Studio') }],
              total: 1,
              page: 1,
              limit: 100,
            },
          },
        }),
      },
    });
    renderApp('/add-product');
    const user = userEvent.setup();
    const designer = await screen.findByRole('combobox', { name: /Designer/ });
    expect(screen.getByRole('textbox', { name: /Brand/ })).toHaveValue('');
    await user.type(designer, 'Vale');
    await user.click(await screen.findByRole('option', { name: /Vale Studio/ }));
    expect(screen.getByRole('textbox', { name: /Brand/ })).toHaveValue('Vale Studio');
  });

  it('deletes the product from its edit page, asking first', async () => {
    storeSession(designerUser);
    const { seen } = productServer(designerUser, {
      extra: {
        [`DELETE /api/v2/products/${PRODUCT_ID}`]: () => ({ body: { success: true } }),
      },
    });
    const { router } = renderApp(`/edit-product/${PRODUCT_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete product?' });
    expect(seen.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-products'));
    expect(await toastOf('status')).toHaveTextContent(`Product ${dress.productName} deleted`);
    expect(seen.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it("asks before the browser's Back leaves a product with unsaved changes", async () => {
    storeSession(designerUser);
    productServer(designerUser);
    const { router } = renderApp('/view-products');
    await screen.findByText('Wrap dress');
    await router.navigate(`/edit-product/${PRODUCT_ID}`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Product name/ }), ' II');
    act(() => window.history.back());
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(router.state.location.pathname).toBe(`/edit-product/${PRODUCT_ID}`);
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('textbox', { name: /Product name/ })).toHaveValue('Wrap dress II');
  });

  it('offers every category, the 101st too (reference data comes complete)', async () => {
    storeSession(designerUser);
    productServer(designerUser, { extra: { 'GET /api/v2/categories': pagedCategories(101) } });
    renderApp('/add-product');
    const category = await screen.findByRole('combobox', { name: /^Category/ });
    await waitFor(() => expect(within(category).getAllByRole('option')).toHaveLength(102));
    expect(within(category).getByRole('option', { name: /Midi 101$/ })).toBeInTheDocument();
  });

  it('marks Products as the current entry of the side menu on the add and edit pages', async () => {
    storeSession(designerUser);
    productServer(designerUser);
    const { unmount } = renderApp('/add-product');
    await screen.findByRole('heading', { level: 1, name: 'Add product' });
    const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu()).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    unmount();
    renderApp(`/edit-product/${PRODUCT_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Edit Wrap dress' });
    expect(within(menu()).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("stops each text field at the domain's limit for it", async () => {
    storeSession(designerUser);
    productServer(designerUser);
    renderApp('/add-product');
    const limits = TEXT_LIMITS.product;
    const field = (name: RegExp) => screen.getByRole('textbox', { name });
    expect(await screen.findByRole('textbox', { name: /Product name/ })).toHaveAttribute(
      'maxLength',
      String(limits.productName),
    );
    expect(field(/Product code/)).toHaveAttribute('maxLength', String(limits.productCode));
    expect(field(/Brand/)).toHaveAttribute('maxLength', String(limits.productBrand));
    expect(field(/Fabric quality/)).toHaveAttribute('maxLength', String(limits.fabricQuality));
    expect(field(/Description/)).toHaveAttribute('maxLength', String(limits.description));
  });
});

/** A designer profile of `brandName`, the rest blank. */
function brandProfile(brandName: string) {
  return {
    brandName,
    website: '',
    instagram: '',
    facebook: '',
    identification: '',
    businessTelephone: '',
    taxResaleNumber: '',
    enquiry: null,
    address: null,
    returnAddress: null,
    returnAddressIsSame: true,
    commission: 0,
    subscriptionAmount: 0,
    shippingFlatRate: 0,
    brandLogo: '',
    applicationStatus: 'approved' as const,
    subscription: null,
  };
}
