import { decryptBody } from '@runway-live/domain/envelope';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { consoleConfig } from '../../config';
import { renderApp } from '../../test/renderApp';
import { designerUser, storeSession } from '../../test/users';
import { csvFile, miscellaneousAnswer, sampleCsv } from '../productImport/testing';
import { type ReadProductFile, readProductFile, sealProducts } from '../productImport';
import { LOOK_ID, lookServer } from './testing';

// happy-dom has no Web Worker: the worker's own work runs on the test's thread instead.
vi.mock('../productImport/productFileReader', () => {
  const readInWorker: ReadProductFile = (file, context, secret, onProgress) => {
    const result = readProductFile(file, context, onProgress);
    return {
      summary: result.then(({ productsText: _sent, ...summary }) => summary),
      sealed: result.then(({ productsText }) => sealProducts(productsText, secret)),
      cancel: () => {},
    };
  };
  return { readInWorker };
});

describe("a look's products: Import CSV", () => {
  it('puts the rows that name no look into this look', async () => {
    storeSession(designerUser);
    const sent: { lookId: string }[][] = [];
    lookServer(designerUser, {
      'GET /api/miscellaneous': () => ({ body: miscellaneousAnswer }),
      'POST /api/v2/import': async (request) => {
        const { encryptBody } = (await request.clone().json()) as { encryptBody: string };
        const opened = decryptBody<{ products: string }>(encryptBody, consoleConfig.envelopeSecret);
        if (opened.ok) sent.push(JSON.parse(opened.value.products) as { lookId: string }[]);
        return {
          body: {
            success: true,
            dryRun: true,
            created: 3,
            updated: 0,
            unchanged: 0,
            variants: 5,
            changes: [],
          },
        };
      },
    });
    renderApp(`/look/products/${LOOK_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Products in Evening in Oslo' });
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('CSV file to import'), csvFile(sampleCsv));
    const sheet = await screen.findByRole('dialog', { name: 'Import products.csv' });
    await within(sheet).findByText('3 to create, 0 to update · 5 variant rows');
    expect(sent[0]?.map((product) => product.lookId)).toEqual([LOOK_ID, LOOK_ID, LOOK_ID]);
  });
});
