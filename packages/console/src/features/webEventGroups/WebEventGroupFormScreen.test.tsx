import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBody } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { toastOf } from '../../test/toasts';
import { designerUser, storeSession } from '../../test/users';
import {
  GROUP_ID,
  OTHER_WEB_EVENT_ID,
  WEB_EVENT_ID,
  webPluginServer,
} from '../webEvents/webPluginFixtures';

const order = () =>
  within(screen.getByRole('list', { name: 'Web events of the group' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the web event group form', () => {
  it('reorders its web events by keyboard and sends the new order', async () => {
    storeSession(designerUser);
    const { seen } = webPluginServer();
    renderApp(`/web-event-groups/edit/${GROUP_ID}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Edit The season' });
    await screen.findByRole('button', { name: 'Move Autumn on the site up' });
    expect(order()[0]).toContain('Spring on the site');

    screen.getByRole('button', { name: 'Move Autumn on the site up' }).focus();
    await user.keyboard('{Enter}');
    expect(order()[0]).toContain('Autumn on the site');
    expect(order()[1]).toContain('Spring on the site');

    await user.click(screen.getAllByRole('button', { name: /Save/ })[0]!);
    expect(await toastOf('status')).toHaveTextContent('Group saved');
    const patch = seen.findLast((request) => request.method === 'PATCH');
    expect(await sentBody(patch)).toEqual({ webEventIds: [OTHER_WEB_EVENT_ID, WEB_EVENT_ID] });
  });

  it("shows the group's embed code and the sites its web events allow", async () => {
    storeSession(designerUser);
    webPluginServer();
    renderApp(`/web-event-groups/edit/${GROUP_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Edit The season' });
    expect(screen.getByLabelText('Iframe')).toHaveTextContent(`/web-event/video/${GROUP_ID}/group`);
    const sites = await screen.findByRole('list', { name: 'Sites allowed to embed the group' });
    expect(
      within(sites)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['https://brand.example', 'https://shop.example']);
  });
});
