import { describe, expect, it } from 'vitest';
import { closedGates } from './designerGates';

const designer = (extra: object = {}) => ({ roles: ['designer'], ...extra });
const connected = { payment: { loginLink: 'https://pay.example/login' } };
const plan = (status: string) => ({
  designer: { subscriptionAmount: 1900, subscription: { status } },
});

describe('closedGates', () => {
  it('names the subscription before the payment account, as a designer meets them', () => {
    expect(closedGates(designer(plan('none')))).toEqual(['subscription', 'paymentAccount']);
    expect(closedGates(designer({ ...plan('past_due'), ...connected }))).toEqual(['subscription']);
    expect(closedGates(designer(plan('active')))).toEqual(['paymentAccount']);
    expect(closedGates(designer({ ...plan('active'), ...connected }))).toEqual([]);
  });

  it('needs no subscription when the plan costs nothing', () => {
    expect(
      closedGates(designer({ designer: { subscriptionAmount: 0, subscription: null } })),
    ).toEqual(['paymentAccount']);
    expect(closedGates(designer({ designer: null, ...connected }))).toEqual([]);
  });

  it('never gates admin and staff, whatever they hold', () => {
    expect(closedGates({ roles: ['admin'], ...plan('none') })).toEqual([]);
    expect(closedGates({ roles: ['member'] })).toEqual([]);
    // The first role decides: a designer who is also an admin is gated.
    expect(closedGates({ roles: ['designer', 'admin'] })).toEqual(['paymentAccount']);
  });
});
