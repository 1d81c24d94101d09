import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageAnswer, sentBody } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { toastOf } from '../../test/toasts';
import { designerUser, storeSession } from '../../test/users';
import {
  autumnShow,
  group,
  GROUP_ID,
  OTHER_WEB_EVENT_ID,
  springShow,
  WEB_EVENT_ID,
  webPluginServer,
} from '../webEvents/testing';

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

  it('names the group a web event plays in and asks before moving it (issue 27)', async () => {
    storeSession(designerUser);
    const { seen } = webPluginServer(designerUser, {
      'GET /api/v2/web-events': () =>
        pageAnswer([
          { ...springShow, groupId: GROUP_ID },
          { ...autumnShow, groupId: null },
        ]),
      'POST /api/v2/web-event-groups': async (request) => ({
        status: 201,
        body: { success: true, data: { ...group, ...((await sentBody(request)) as object) } },
      }),
    });
    renderApp('/web-event-groups/add');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Brand films');
    const select = screen.getByRole('combobox', { name: 'Add a web event' });
    await within(select).findByRole('option', { name: 'Spring on the site (in “The season”)' });

    await user.selectOptions(select, WEB_EVENT_ID);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Move Spring on the site to this group?',
    });
    expect(dialog).toHaveTextContent(
      'Spring on the site plays in the group “The season”. Adding it here takes it out of that group when you save',
    );
    // Cancel leaves both groups as they were.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('No web events in this group yet.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Move Spring on the site to this group?' }),
      ).getByRole('button', { name: 'Move here' }),
    );
    // One in no group joins without a question.
    await user.selectOptions(select, OTHER_WEB_EVENT_ID);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(order()).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: /Save/ })[0]!);
    expect(await toastOf('status')).toHaveTextContent('Group added');
    const post = seen.findLast((request) => request.method === 'POST');
    expect(await sentBody(post)).toMatchObject({
      webEventIds: [WEB_EVENT_ID, OTHER_WEB_EVENT_ID],
      move: true,
    });
  });
});
