import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productMessages } from '@runway-live/domain/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { sentBody } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { toastOf } from '../../test/toasts';
import { designerUser, storeSession } from '../../test/users';
import { PRODUCT_ID, dress, productServer } from './testing';

const notifications = () => screen.getByRole('region', { name: 'Notifications' });

// The variant editor's half of the product form's tests (the rest: ProductFormScreen.test.tsx).
// The screen's lazy module (the ui's editors, dnd-kit, downshift) is loaded once up front:
// on a loaded CI machine its first transform alone can outlast a test's wait for the page.
beforeAll(async () => {
  await import('./ProductFormScreen');
}, 60_000);

describe("the product form's variants (colours × sizes, their stock and SKUs)", () => {
  it('adds a product with two colours × three sizes through the variant editor', async () => {
    storeSession(designerUser);
    const { seen } = productServer(designerUser);
    const { router } = renderApp('/add-product');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Product name/ }), 'Tea dress');
    await user.type(screen.getByRole('textbox', { name: /Product code/ }), 'td 1');
    await user.type(screen.getByRole('textbox', { name: /Brand/ }), 'Vale');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'A tea dress.');
    await user.type(screen.getByRole('textbox', { name: /Price/ }), '89.90');
    await user.type(screen.getByRole('textbox', { name: /Tax rate/ }), '8');
    const category = screen.getByRole('combobox', { name: /^Category/ });
    await waitFor(() => expect(within(category).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(category, 'Women › Clothing › Dresses › Midi');

    const colours = screen.getByRole('combobox', { name: /Colours/ });
    await user.type(colours, 'Nav');
    await user.keyboard('{Enter}');
    await user.type(colours, 'Red');
    await user.keyboard('{Enter}');
    const sizes = await screen.findByRole('group', { name: /Sizes/ });
    for (const size of ['L', 'S', 'M']) {
      await user.click(within(sizes).getByRole('checkbox', { name: size }));
    }
    const grid = screen.getByRole('grid', { name: 'Stock and SKU by colour and size' });
    // The chart's order, whatever the order they were ticked in.
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.filter((text) => ['S', 'M', 'L'].includes(text ?? ''))).toEqual(['S', 'M', 'L']);
    await user.click(screen.getByRole('button', { name: 'Generate SKUs' }));
    expect(within(grid).getByRole('textbox', { name: 'SKU, Red, M' })).toHaveValue('TD-1-RED-M');
    for (const [color, size, quantity] of [
      ['Navy', 'S', '1'],
      ['Navy', 'M', '2'],
      ['Navy', 'L', '3'],
      ['Red', 'S', '0'],
      ['Red', 'M', '4'],
      ['Red', 'L', '5'],
    ] as const) {
      await user.type(
        within(grid).getByRole('textbox', { name: `Quantity, ${color}, ${size}` }),
        quantity,
      );
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-products'));
    expect(await toastOf('status')).toHaveTextContent('Product added');
    const post = (await sentBody(seen.find((request) => request.method === 'POST'))) as {
      colors: { color: string; colorCode: string; sizes: unknown[] }[];
      categoryId: number;
      productPrice: number;
    };
    expect(post.categoryId).toBe(1002);
    expect(post.productPrice).toBe(89.9);
    expect(post.colors.map((color) => [color.color, color.colorCode])).toEqual([
      ['Navy', '#1F2A44'],
      ['Red', '#C0392B'],
    ]);
    expect(post.colors[1]?.sizes).toEqual([
      { size: 'S', quantity: 0, sku: 'TD-1-RED-S' },
      { size: 'M', quantity: 4, sku: 'TD-1-RED-M' },
      { size: 'L', quantity: 5, sku: 'TD-1-RED-L' },
    ]);
  });

  it('keeps the sizes the new category has and names the dropped ones', async () => {
    storeSession(designerUser);
    productServer(designerUser);
    renderApp(`/edit-product/${PRODUCT_ID}`);
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid', { name: 'Stock and SKU by colour and size' });
    expect(within(grid).getByRole('textbox', { name: 'Quantity, Navy, M' })).toHaveValue('3');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Category/ }),
      'Women › Shoes › Sneakers › Low',
    );
    expect(
      await screen.findByText("Size S is not in the new category's size chart and was removed."),
    ).toBeVisible();
    expect(within(grid).queryByRole('textbox', { name: 'Quantity, Navy, S' })).toBeNull();
    expect(within(grid).getByRole('textbox', { name: 'Quantity, Navy, M' })).toHaveValue('3');
    const sizes = screen.getByRole('group', { name: /Sizes/ });
    expect(within(sizes).getByRole('checkbox', { name: 'M' })).toBeChecked();
    expect(within(sizes).getByRole('checkbox', { name: '6' })).not.toBeChecked();
  });

  it('asks before unticking a size that has stock, and Undo brings its stock back (issue 27)', async () => {
    storeSession(designerUser);
    const { seen } = productServer(designerUser);
    renderApp(`/edit-product/${PRODUCT_ID}`);
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid', { name: 'Stock and SKU by colour and size' });
    const sizes = screen.getByRole('group', { name: /Sizes/ });
    const small = within(sizes).getByRole('checkbox', { name: 'S' });
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

    await user.click(small);
    const dialog = await screen.findByRole('dialog', { name: 'Remove size S?' });
    expect(within(dialog).getByRole('list', { name: 'Variants with stock' })).toHaveTextContent(
      'Navy S: 2 in stock (DR-1-NAVY-S)',
    );
    // Cancel leaves it as it was.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(small).toBeChecked();
    expect(within(grid).getByRole('textbox', { name: 'Quantity, Navy, S' })).toHaveValue('2');

    await user.click(small);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove size S?' })).getByRole('button', {
        name: 'Remove this variant',
      }),
    );
    expect(small).not.toBeChecked();
    expect(within(grid).queryByRole('textbox', { name: 'Quantity, Navy, S' })).toBeNull();
    expect(
      screen.getByText(
        'Removed size S: 1 variant, 2 in stock. Undo brings it back until you save.',
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(small).toBeChecked();
    expect(within(grid).getByRole('textbox', { name: 'Quantity, Navy, S' })).toHaveValue('2');
    expect(within(grid).getByRole('textbox', { name: 'SKU, Navy, S' })).toHaveValue('DR-1-NAVY-S');

    // Saved after the Undo: the stock is still there.
    const name = screen.getByRole('textbox', { name: /Product name/ });
    await user.type(name, ' II');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'PATCH')).toBe(true));
    const patch = (await sentBody(seen.find((request) => request.method === 'PATCH'))) as {
      colors?: { sizes: { size: string; quantity: number; sku: string }[] }[];
    };
    expect(patch.colors?.[0]?.sizes ?? dress.colors[0]!.sizes).toEqual([
      { size: 'S', quantity: 2, sku: 'DR-1-NAVY-S' },
      { size: 'M', quantity: 3, sku: 'DR-1-NAVY-M' },
    ]);
  });

  it('asks before removing a colour that has stock, and Undo puts it back (issue 27)', async () => {
    storeSession(designerUser);
    productServer(designerUser);
    renderApp(`/edit-product/${PRODUCT_ID}`);
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid', { name: 'Stock and SKU by colour and size' });
    await user.click(screen.getByRole('button', { name: 'Remove Navy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove colour Navy?' });
    expect(within(dialog).getByRole('list', { name: 'Variants with stock' })).toHaveTextContent(
      /Navy S: 2 in stock.*Navy M: 3 in stock/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove these 2 variants' }));
    expect(screen.queryByRole('grid', { name: 'Stock and SKU by colour and size' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      within(
        await screen.findByRole('grid', { name: 'Stock and SKU by colour and size' }),
      ).getByRole('textbox', { name: 'Quantity, Navy, M' }),
    ).toHaveValue('3');
    expect(grid).not.toBeInTheDocument();
  });

  it("shows a SKU another product has under that variant's SKU cell", async () => {
    storeSession(designerUser);
    productServer(designerUser, {
      extra: {
        [`PATCH /api/v2/products/${PRODUCT_ID}`]: () => ({
          status: 409,
          body: {
            success: false,
            message: productMessages.skuTaken('DR-1-NAVY-M'),
            field: 'colors.0.sizes.1.sku',
          },
        }),
      },
    });
    renderApp(`/edit-product/${PRODUCT_ID}`);
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Product name/ });
    await user.type(name, ' II');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const grid = screen.getByRole('grid', { name: 'Stock and SKU by colour and size' });
    const sku = within(grid).getByRole('textbox', { name: 'SKU, Navy, M' });
    await waitFor(() =>
      expect(sku).toHaveAccessibleDescription(
        expect.stringContaining(productMessages.skuTaken('DR-1-NAVY-M')) as string,
      ),
    );
    expect(within(notifications()).queryByRole('alert')).toBeNull();
  });
});
