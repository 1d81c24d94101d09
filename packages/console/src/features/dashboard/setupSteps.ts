import {
  closedGates,
  DASHBOARD_LIST_FILTERS,
  DESIGNER_GATES,
  type DesignerGate,
  type DashboardSummary,
  type GateBearer,
} from '@runway-live/domain/api';
import { routePath } from '@runway-live/domain/access';

/** What a step's button does: open a page of the console, or start the payment setup. */
export type SetupAction =
  { kind: 'link'; label: string; href: string } | { kind: 'connect-payments'; label: string };

/** One step of a new designer's setup guide, as the dashboard shows it. */
export type SetupStep = {
  key: DesignerGate | 'firstProduct' | 'firstShow';
  title: string;
  done: boolean;
  /** What the step is for (to do) or what stands (done). */
  text: string;
  action: SetupAction;
};

/**
 * The gates' own words, read by the setup guide and by the shell's banner: `todo` is the
 * step's phrase in the banner's sentence, `action` its button. One place, so the banner
 * and the guide never name a gate differently.
 */
export const GATE_STEPS: Record<
  DesignerGate,
  { title: string; todo: string; why: string; action: SetupAction }
> = {
  subscription: {
    title: 'Subscribe to your plan',
    todo: 'subscribe to your plan',
    why: 'Your marketplace set a monthly plan for your brand: creating a show needs it active.',
    action: { kind: 'link', label: 'Subscribe', href: routePath('subscription') },
  },
  paymentAccount: {
    title: 'Set up your payment account',
    todo: 'set up your payment account',
    why: 'Viewers pay you through it, so a show needs it before it can be scheduled.',
    action: { kind: 'connect-payments', label: 'Set up your payment account' },
  },
};

/** The banner's sentence for the gates still closed, in the order a designer meets them. */
export function gatesSentence(gates: readonly DesignerGate[]): string {
  const steps = gates.map((gate) => GATE_STEPS[gate].todo).join(', then ');
  return `To create events and receive payments, first ${steps}.`;
}

/** The designer summary's counts the guide reads (the list filters are the tiles'). */
type SetupCounts = Pick<
  Extract<DashboardSummary, { scope: 'designer' }>,
  'products' | 'events' | 'scheduledShows'
>;

/**
 * A new designer's setup, in order: the gates (closedGates, the server's rules), then a
 * first product and a first scheduled show (the dashboard summary's counts).
 */
export function setupStepsOf(user: GateBearer, counts: SetupCounts): SetupStep[] {
  const closed = closedGates(user);
  const gates = DESIGNER_GATES.map((gate): SetupStep => {
    const done = !closed.includes(gate);
    const { title, why, action } = GATE_STEPS[gate];
    if (gate === 'subscription') {
      return {
        key: gate,
        title,
        done,
        text: done ? 'Your subscription is in order.' : why,
        action: done ? { ...action, label: 'View your subscription' } : action,
      };
    }
    return {
      key: gate,
      title,
      done,
      text: done ? 'Your payment account is set up.' : why,
      action: done ? { ...action, label: 'Open your payment account' } : action,
    };
  });
  const eventsList = (filter: Record<string, string>) =>
    `${routePath('event/view-events')}?${new URLSearchParams({
      ...DASHBOARD_LIST_FILTERS.events,
      ...filter,
    }).toString()}`;
  return [
    ...gates,
    {
      key: 'firstProduct',
      title: 'Add your first product',
      done: counts.products > 0,
      text:
        counts.products > 0
          ? `${counts.products} ${counts.products === 1 ? 'product' : 'products'} in your catalogue.`
          : 'Products are what viewers buy while your show is live.',
      action:
        counts.products > 0
          ? { kind: 'link', label: 'View products', href: routePath('view-products') }
          : { kind: 'link', label: 'Add a product', href: routePath('add-product') },
    },
    {
      key: 'firstShow',
      title: 'Schedule your first show',
      done: counts.scheduledShows > 0,
      text:
        counts.scheduledShows > 0
          ? 'Your first show is scheduled.'
          : counts.events > 0
            ? 'Open your draft show, add products and schedule its start.'
            : 'Create a show, add your products and pick its start.',
      action:
        counts.scheduledShows > 0
          ? { kind: 'link', label: 'View shows', href: eventsList({}) }
          : counts.events > 0
            ? { kind: 'link', label: 'Open your drafts', href: eventsList({ status: 'draft' }) }
            : { kind: 'link', label: 'Create a show', href: routePath('event/add-event') },
    },
  ];
}
