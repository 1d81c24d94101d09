import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBody } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { toastOf } from '../../test/toasts';
import { designerUser, storeSession } from '../../test/users';
import { WEB_EVENT_ID, webPluginServer } from '../webEvents/testing';

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
});
