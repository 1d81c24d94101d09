import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { sentBody } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { adminUser, designerUser, storeSession } from '../../test/users';
import { DESIGNER_ID, EVENT_ID, LOOK_ID, PRODUCT_ID, productServer } from './productTesting';

const notifications = () => screen.getByRole('region', { name: 'Notifications' });

describe('the product form', () => {
  it("says Invalid Form and focuses the first invalid field; shows the look's context", async () => {
    storeSession(designerUser);
    productServer(designerUser);
    renderApp(`/look/add-product/${LOOK_ID}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Add product' });
    const trail = screen.getByRole('navigation', { name: /Breadcrumb/i });
    expect(within(trail).getByRole('link', { name: 'Summer edit products' })).toHaveAttribute(
      'href',
      `/look/products/${LOOK_ID}`,
    );
    // A designer's products are their own: no designer to pick.
    expect(screen.queryByRole('combobox', { name: /Designer/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(notifications()).findByRole('alert')).toHaveTextContent('Invalid Form');
    expect(screen.getByRole('textbox', { name: /Product name/ })).toHaveFocus();
    expect(screen.getAllByText('Product Name is missing')).toHaveLength(1);
    expect(screen.getByText('Product Code is missing')).toBeInTheDocument();
    expect(screen.getByText('Price is missing')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
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
    expect(screen.getByText('Designer Id is missing')).toBeInTheDocument();
    await waitFor(() => expect(within(designer).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(designer, 'Vera Vale');
    expect(designer).toHaveValue(DESIGNER_ID);
    expect(seen.some((request) => request.url.includes('/api/v2/designers'))).toBe(true);
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
    expect(await screen.findByRole('status')).toHaveTextContent('Product saved');
    const patch = seen.find((request) => request.method === 'PATCH');
    expect(await sentBody(patch)).toEqual({ productName: 'Wrap dress II' });
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
});
