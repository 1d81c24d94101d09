import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoAxeViolations } from './support/browser';
import { DEMO_PASSWORD } from './support/context';
import { openPhonePage } from './support/phone';

// The sign-in's and the sign-up wizard's layouts on a phone: what stacks, what stays in a
// row. (narrow.e2e.ts opens every screen at this width.)
describe('the sign-in and sign-up layouts at 375 px', () => {
  it('stacks the social sign-in buttons on a phone and keeps a row of three on a desktop', async () => {
    const page = await openPhonePage();
    const lefts = async () => {
      const social = page.getByRole('group', { name: 'Social sign-in' }).getByRole('button');
      await social.first().waitFor();
      const boxes = await social.evaluateAll((nodes) =>
        nodes.map((node) => Math.round(node.getBoundingClientRect().left)),
      );
      return new Set(boxes).size;
    };
    await page.goto('/auth/login');
    assert.equal(await lefts(), 1, 'one under another at 375 px');
    await page.setViewportSize({ width: 1280, height: 860 });
    assert.equal(await lefts(), 3, 'side by side at 1280 px');
    await page.context().close();
  });

  it("stacks the login's password-step links and the wizard's buttons on a phone", async () => {
    const page = await openPhonePage();
    const leftsOf = (names: RegExp) =>
      page
        .getByRole('button', { name: names })
        .or(page.getByRole('link', { name: names }))
        .evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().left)));
    const fits = async (where: string) => {
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      assert.ok(scrollWidth <= clientWidth, `${where} scrolls sideways: ${scrollWidth} px`);
    };

    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill('admin@runway.test');
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await page.getByLabel(/^Password/).waitFor();
    await fits('the password step');
    await expectNoAxeViolations(page, 'the password step at 375 px');
    // Both do not fit one row at 375 px: one under another, deliberately, not wrapped.
    const tops = await page
      .getByRole('link', { name: 'Forgot password?' })
      .or(page.getByRole('button', { name: /^Use another e-mail$/i }))
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()));
    assert.equal(tops.length, 2);
    const [link, button] = tops;
    assert.ok(link && button && button.top >= link.bottom, 'the button sits under the link');
    assert.ok(
      link && button && Math.abs(link.left + link.width / 2 - (button.left + button.width / 2)) < 2,
      'both centred',
    );

    await page.goto('/auth/register');
    await page.getByLabel(/^Full name/).fill('Nina Narrow');
    await page.getByLabel(/^E-mail/).fill('nina.narrow@runway.test');
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await page.getByRole('button', { name: 'BACK' }).waitFor();
    await fits("the wizard's second step");
    await expectNoAxeViolations(page, "the wizard's second step at 375 px");
    // BACK, SKIP and NEXT one under another, as wide as each other: never two and one.
    assert.equal(new Set(await leftsOf(/^(BACK|SKIP|NEXT)$/)).size, 1);
    await page.context().close();
  });
});
