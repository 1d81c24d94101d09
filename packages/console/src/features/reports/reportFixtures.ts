import type { OrderReport, ShowChart, WebEventReport } from '@runway-live/domain/api';

/**
 * A show's minute chart as GET /api/v2/reports/events/:id answers it: three minutes aired,
 * a coat pushed over the second and third, two orders in the third (issue 33).
 */
export function showChartAnswer(
  eventId: string,
  overrides: Partial<ShowChart['show']> = {},
): { body: { success: true; data: ShowChart } } {
  const show: ShowChart['show'] = {
    eventId,
    title: 'Autumn atelier show',
    designerId: '01930000-0000-7000-8000-0000000000d1',
    designerName: 'Dara Studio',
    status: 'ended',
    scheduledAt: '2026-07-01T23:00:00.000Z',
    startedAt: '2026-07-01T23:00:00.000Z',
    endedAt: '2026-07-01T23:03:00.000Z',
    peakViewers: 1284,
    uniqueViewers: 2010,
    averageWatchSec: 153,
    chatMessages: 312,
    productsPushed: 1,
    addsToCart: 7,
    orders: 2,
    gmv: 480,
    netGmv: 400,
    live: { orders: 2, gmv: 480, netGmv: 400 },
    replay: { orders: 0, gmv: 0, netGmv: 0 },
    buyers: 2,
    conversion: 0.001,
    couponRedemptions: 1,
    ...overrides,
  };
  const minute = (at: string, viewers: number, orders: number, gmv: number) => ({
    at,
    viewers,
    messages: 4,
    addsToCart: orders,
    orders,
    gmv,
  });
  return {
    body: {
      success: true,
      data: {
        show,
        currency: 'USD',
        points: [
          minute('2026-07-01T23:00:00.000Z', 900, 0, 0),
          minute('2026-07-01T23:01:00.000Z', 1284, 0, 0),
          minute('2026-07-01T23:02:00.000Z', 1100, 2, 480),
        ],
        bands: [
          {
            from: '2026-07-01T23:01:20.000Z',
            to: '2026-07-01T23:03:00.000Z',
            products: [{ productId: '01930000-0000-7000-8000-0000000000b1', name: 'Wool coat' }],
          },
        ],
      },
    },
  };
}

/** An orders report's totals: `orders` paid for `gmv`, a refund of 25, discounts of 15. */
export const orderReportTotals = (orders: number, gmv: number): OrderReport['totals'] => ({
  orders,
  gmv,
  netGmv: gmv - 25,
  averageOrderValue: orders ? Math.round((gmv / orders) * 100) / 100 : 0,
  discounts: 15,
  discountsByFunder: { marketplace: 10, designer: 5 },
  refunds: 25,
  commission: 62.5,
});

/** The orders report of the last 30 days as GET /api/v2/reports/orders answers it. */
export const ORDER_REPORT: OrderReport = {
  range: {
    preset: '30d',
    timeZone: 'UTC',
    from: '2026-10-30T00:00:00.000Z',
    to: '2026-11-29T00:00:00.000Z',
    bucket: 'day',
    previousFrom: '2026-09-30T00:00:00.000Z',
    previousTo: '2026-10-30T00:00:00.000Z',
  },
  currency: 'USD',
  totals: orderReportTotals(3, 350),
  previousTotals: orderReportTotals(2, 280),
  series: [
    { date: '2026-11-27T00:00:00.000+00:00', orders: 1, gmv: 150 },
    { date: '2026-11-28T00:00:00.000+00:00', orders: 2, gmv: 200 },
  ],
  previousSeries: [
    { date: '2026-10-28T00:00:00.000+00:00', orders: 1, gmv: 80 },
    { date: '2026-10-29T00:00:00.000+00:00', orders: 1, gmv: 200 },
  ],
  byStatus: [
    { status: 'paid', orders: 2, total: 250 },
    { status: 'cancelled', orders: 1, total: 30 },
  ],
  topDesigners: [{ designerId: 'u-designer', name: 'Maison Ardent', orders: 3, gmv: 350 }],
  topProducts: [{ productId: 'p-1', name: 'Silk Slip Dress', quantity: 4, gmv: 400 }],
  topShows: [{ eventId: 'e-1', title: 'Spring Runway Live', orders: 2, gmv: 200 }],
};

/** The web-events report of the last 30 days: one web event of Maison Ardent, in a group. */
export const WEB_EVENT_REPORT: WebEventReport = {
  range: {
    preset: '30d',
    timeZone: 'UTC',
    from: '2026-10-30T00:00:00.000Z',
    to: '2026-11-29T00:00:00.000Z',
    bucket: 'day',
  },
  currency: 'USD',
  webEvents: [
    {
      webEventId: 'w-1',
      title: 'Lookbook live',
      status: 'ended',
      groupId: 'g-1',
      groupName: 'Spring group',
      designerId: 'u-Maison Ardent',
      designerName: 'Maison Ardent',
      views: 3,
      uniqueViewers: 2,
      watchSec: 180,
      productClicks: 5,
      orders: 1,
      gmv: 40,
    },
  ],
  groups: [
    {
      groupId: 'g-1',
      name: 'Spring group',
      views: 3,
      uniqueViewers: 2,
      watchSec: 180,
      productClicks: 5,
      orders: 1,
      gmv: 40,
    },
  ],
  products: [
    { webEventId: 'w-1', webProductId: 'p-1', name: 'Silk Slip Dress', clicks: 4, viewers: 2 },
  ],
};
