import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD, freshPage } from './support/context';
import { expectNoAxeViolations, expectPath } from './support/browser';
import { signIn } from './support/steps';

describe('the subscription', () => {
  // Casa Duarte (pastdue@runway.test) is the seed's past-due brand; no other journey uses it.
  it('lets a past-due designer subscribe through the payment provider and shows it active', async () => {
    const { context, page } = await freshPage();
    await signIn(page, 'pastdue@runway.test', DEMO_PASSWORD);
    await page.goto('/subscription');
    await page.getByRole('heading', { level: 1, name: 'Subscription' }).waitFor();
    const plan = page.getByRole('region', { name: 'Your plan' });
    await plan.getByText('$39.00 per month').waitFor();
    await plan.getByText('Past due').waitFor();
    const invoices = page.getByRole('table', { name: 'Invoices' });
    await invoices.getByText('Failed').waitFor();
    await expectNoAxeViolations(page, 'subscription (past due)');

    await plan.getByRole('button', { name: 'Subscribe' }).click();
    // The local provider's checkout page stands in for Stripe Checkout.
    await page.waitForURL((url) => url.pathname.startsWith('/payments/local/checkout/'));
    await page.getByRole('heading', { name: 'Subscribe to Runway Live' }).waitFor();
    await expectNoAxeViolations(page, 'the local checkout page');
    await page.getByRole('button', { name: 'Pay $39.00 and subscribe' }).click();

    await expectPath(page, '/subscription');
    assert.equal(new URL(page.url()).searchParams.get('checkout'), 'done');
    await page.getByText('Your subscription is active.').waitFor();
    await plan.getByText('Active', { exact: true }).waitFor();
    await plan.getByText('Renews on').waitFor();
    assert.equal(await invoices.getByText('Paid').count(), 2);
    await plan.getByRole('button', { name: 'Cancel subscription' }).waitFor();
    await expectNoAxeViolations(page, 'subscription (active)');
    await context.close();
  });
});
