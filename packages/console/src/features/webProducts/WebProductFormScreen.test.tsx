import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBody } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { toastOf } from '../../test/toasts';
import { designerUser, storeSession } from '../../test/users';
import { dress } from '../products/testing';
import { BAG_ID, OTHER_WEB_EVENT_ID, WEB_EVENT_ID, webPluginServer } from '../webEvents/testing';

describe('the web product form', () => {
  it('says what is wrong, then adds a product to the web event it was opened from', async () => {
    storeSession(designerUser);
    const { seen } = webPluginServer();
    const { router } = renderApp(`/web-event/event-detail/add-product/${WEB_EVENT_ID}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Add web product' });
    expect(await screen.findByDisplayValue('Spring on the site')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Silk scarf');
    await user.type(screen.getByRole('textbox', { name: /Price/ }), 'cheap');
    const currency = screen.getByRole('textbox', { name: /Currency/ });
    await user.clear(currency);
    await user.type(currency, 'XYZ');
    await user.type(screen.getByRole('textbox', { name: /Buy link/ }), 'javascript:alert(1)');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await toastOf('alert')).toHaveTextContent('Invalid Form');
    expect(
      screen.getByText('Must be a price of 0 or more, in the currency’s major unit (e.g. 129.50)'),
    ).toBeVisible();
    expect(screen.getByText('Must be an ISO 4217 currency code such as USD or EUR')).toBeVisible();
    expect(
      screen.getByText('Must be an http(s) address of the product on your shop'),
    ).toBeVisible();

    const price = screen.getByRole('textbox', { name: /Price/ });
    await user.clear(price);
    await user.type(price, '45.50');
    await user.clear(currency);
    await user.type(currency, 'eur');
    const link = screen.getByRole('textbox', { name: /Buy link/ });
    await user.clear(link);
    await user.type(link, 'https://brand.example/scarf');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await toastOf('status')).toHaveTextContent('Web product added');
    const post = seen.findLast((request) => request.method === 'POST');
    expect(await sentBody(post)).toEqual({
      webEventId: WEB_EVENT_ID,
      name: 'Silk scarf',
      price: 45.5,
      currency: 'EUR',
      images: [],
      externalUrl: 'https://brand.example/scarf',
      productId: null,
      status: 'active',
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/web-event/event-detail/products/${WEB_EVENT_ID}`,
      ),
    );
  });

  it('saves a price typed with a decimal comma as it reads, and shows it before saving (issue 27)', async () => {
    storeSession(designerUser);
    const { seen } = webPluginServer();
    renderApp(`/web-event/event-detail/add-product/${WEB_EVENT_ID}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Add web product' });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Silk scarf');
    const currency = screen.getByRole('textbox', { name: /Currency/ });
    await user.clear(currency);
    await user.type(currency, 'EUR');
    await user.type(screen.getByRole('textbox', { name: /Buy link/ }), 'https://brand.example/s');
    const price = screen.getByRole('textbox', { name: /Price/ });

    // Ambiguous: a thousand or one and a bit? Asked, not guessed.
    await user.type(price, '1,299');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(
      await screen.findByText(
        '“1,299” could be read two ways: write 1299 for the whole amount, or add the cents (1,299.00 or 1.299,00)',
      ),
    ).toBeVisible();
    expect(seen.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(price);
    await user.type(price, '149,90');
    expect(price).toHaveAccessibleDescription(expect.stringContaining('Saved as €149.90'));
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await toastOf('status')).toHaveTextContent('Web product added');
    const post = seen.findLast((request) => request.method === 'POST');
    expect(await sentBody(post)).toMatchObject({ price: 149.9, currency: 'EUR' });
  });

  it('names the web event a product is on and asks before moving it to another (issue 27)', async () => {
    storeSession(designerUser);
    const { seen } = webPluginServer();
    const { router } = renderApp(`/web-product/edit-product/${BAG_ID}`);
    const user = userEvent.setup();
    const openForm = async () => {
      const field = await screen.findByRole('combobox', { name: /Web event/ });
      await screen.findByRole('option', { name: 'Autumn on the site' });
      await waitFor(() => expect(field).toHaveValue(WEB_EVENT_ID));
      return field;
    };
    let webEvent = await openForm();

    await user.selectOptions(webEvent, 'Autumn on the site');
    const question = await screen.findByRole('dialog', {
      name: 'Move Leather tote to “Autumn on the site”?',
    });
    expect(question).toHaveTextContent('Leather tote is in the web event “Spring on the site”');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Cancelling changes nothing: the product stays where it is.
    expect(webEvent).toHaveValue(WEB_EVENT_ID);
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await toastOf('status')).toHaveTextContent('Web product saved');
    const kept = await sentBody(seen.findLast((request) => request.method === 'PATCH'));
    expect(kept).not.toHaveProperty('webEventId');
    expect(kept).not.toHaveProperty('move');

    // A save goes back to the list (once its screen has loaded): open the form again
    // rather than race that navigation.
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /Web event/ })).toBeNull());
    expect(router.state.location.pathname).not.toContain('edit-product');
    await router.navigate(`/web-product/edit-product/${BAG_ID}`);
    webEvent = await openForm();
    await user.selectOptions(webEvent, 'Autumn on the site');
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Move here' }),
    );
    expect(webEvent).toHaveValue(OTHER_WEB_EVENT_ID);
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() =>
      expect(seen.filter((request) => request.method === 'PATCH')).toHaveLength(2),
    );
    expect(await sentBody(seen.findLast((request) => request.method === 'PATCH'))).toMatchObject({
      webEventId: OTHER_WEB_EVENT_ID,
      move: true,
    });
  });

  it('sells a web product in the player as one of the designer’s products on sale (decision 0033)', async () => {
    storeSession(designerUser);
    const { seen } = webPluginServer();
    renderApp(`/web-product/edit-product/${BAG_ID}`);
    const user = userEvent.setup();
    const soldAs = await screen.findByRole('combobox', { name: /Sold in the player as/ });
    await screen.findByRole('option', { name: dress.productName });
    expect(soldAs).toHaveValue('');
    await user.selectOptions(soldAs, dress.productName);
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await toastOf('status')).toHaveTextContent('Web product saved');
    expect(await sentBody(seen.findLast((request) => request.method === 'PATCH'))).toEqual({
      productId: dress._id,
    });
    const list = seen.find((request) => new URL(request.url).pathname === '/api/v2/products');
    expect(new URL(list!.url).searchParams.get('status')).toBe('active');
  });
});
