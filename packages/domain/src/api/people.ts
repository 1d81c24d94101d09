import * as z from 'zod';
import { dataResponseSchema, objectIdField } from './common';
import { designerListQuerySchema } from './designers';
import { listQuerySchema, listResponseSchema } from './lists';
import { ACCOUNT_STATUSES, apiUserSchema, designerApplicationStatuses } from './user';
import { TEXT_LIMITS } from '../schemas/textLimits';
import { textField } from '../schemas/validators';

/**
 * The people an admin looks after (issue 20): designers' applications, staff members and
 * shoppers. Each list is the login user (section 3) page by page.
 */

/** POST /api/v2/designers/:id/reject: the reason the designer is mailed. */
export const applicationRejectionSchema = z.object({
  reason: textField()
    .trim()
    .min(1, 'Please give a reason')
    .max(TEXT_LIMITS.application.rejectionReason),
});
export type ApplicationRejection = z.input<typeof applicationRejectionSchema>;

/**
 * POST /api/v2/designers/:id/approve: `reconsider: true` also approves an application that
 * was rejected (an admin or staff member changed their mind, issue 27); without it only a
 * pending one is approved, so a decision made at the same time is never silently undone.
 */
export const applicationApprovalSchema = z.object({ reconsider: z.boolean().optional() });
export type ApplicationApproval = z.input<typeof applicationApprovalSchema>;

/** The ids of one bulk decision, decided together or not at all. */
const bulkIds = z.array(objectIdField()).min(1).max(100);

/** POST /api/v2/designers/approve (bulk). */
export const bulkApprovalSchema = z.object({ ids: bulkIds });
/** POST /api/v2/designers/reject (bulk): one reason for every application named. */
export const bulkRejectionSchema = applicationRejectionSchema.extend({ ids: bulkIds });

/** How many applications a bulk decision changed. */
export const bulkDecisionResponseSchema = dataResponseSchema(
  z.object({ decided: z.number().int() }),
);

/** The application as the designer's detail shows it: its status, and who decided when. */
export const applicationDecisionSchema = z.object({
  status: z.enum(designerApplicationStatuses),
  decidedAt: z.string().nullable(),
  decidedBy: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
  rejectionReason: z.string().nullable(),
});

type ApplicationStatus = z.infer<typeof applicationDecisionSchema>['status'];

/**
 * What a decision does to pending applications (POST /api/v2/designers/:id/approve and
 * /reject, one or in bulk): approve them, or reject them with the reason the designer is
 * mailed. `reconsider` approves a rejected one too. The server decides by it and the
 * console asks for it.
 */
export type ApplicationDecision =
  | { to: Extract<ApplicationStatus, 'approved'>; reconsider?: boolean }
  | {
      to: Extract<ApplicationStatus, 'rejected'>;
      reason: z.output<typeof applicationRejectionSchema>['reason'];
    };

/** Whether a decision may change an application in `status` (the rest answer 409). */
export function mayDecideApplication(status: ApplicationStatus, decision: ApplicationDecision) {
  if (status === 'pending') return true;
  return status === 'rejected' && decision.to === 'approved' && decision.reconsider === true;
}

/** GET /api/v2/designers/:id (admin and staff): with how many of each thing it has. */
export const designerDetailSchema = apiUserSchema.extend({
  application: applicationDecisionSchema,
  counts: z.object({
    products: z.number().int(),
    looks: z.number().int(),
    events: z.number().int(),
    orders: z.number().int(),
  }),
});
export type DesignerDetail = z.infer<typeof designerDetailSchema>;
export const designerDetailResponseSchema = dataResponseSchema(designerDetailSchema);

/** GET /api/v2/designers/export: the designers the list's search and filter select. */
export const designerExportQuerySchema = designerListQuerySchema.omit({
  page: true,
  limit: true,
  sort: true,
});

export const accountSortFields = ['fullName', 'email', 'status', 'createdAt'] as const;

/** GET /api/v2/members and /api/v2/users: search on name and e-mail, filter by status. */
export const accountListQuerySchema = listQuerySchema(accountSortFields, {
  status: z.enum(ACCOUNT_STATUSES).optional(),
});
export type AccountListQuery = z.input<typeof accountListQuerySchema>;
/** The parsed query, as the server's list helper takes it. */
export type AccountListFilter = z.output<typeof accountListQuerySchema>;
export const accountListResponseSchema = listResponseSchema(apiUserSchema);
/** One account: a member's or shopper's detail, or the answer of suspend and reactivate. */
export const accountResponseSchema = dataResponseSchema(apiUserSchema);

/**
 * The orders that count as spending (API.md, Reports: paid or later and not refunded; a
 * cancelled order never paid). A shopper's spend sums these.
 */
export const SPENDING_ORDER_STATUSES = ['paid', 'processing', 'shipped', 'delivered'] as const;

/**
 * A staff member as the members list and detail show it: the login user, and whether it
 * has chosen a password yet (until then the admin may resend its invitation).
 */
export const apiMemberSchema = apiUserSchema.extend({ passwordChosen: z.boolean() });
export type Member = z.infer<typeof apiMemberSchema>;
export const memberListResponseSchema = listResponseSchema(apiMemberSchema);
export const memberResponseSchema = dataResponseSchema(apiMemberSchema);

/** What a shopper has bought: every order it placed, and the spend per currency. */
export const apiShopperOrdersSchema = z.object({
  count: z.number().int(),
  /** One total per currency of its spending orders (SPENDING_ORDER_STATUSES); none: []. */
  spent: z.array(z.object({ currency: z.string(), amount: z.number() })),
});
export type ShopperOrders = z.infer<typeof apiShopperOrdersSchema>;

/** A shopper (roles ['user']) as the users list and detail show it: with its orders. */
export const apiShopperSchema = apiUserSchema.extend({ orders: apiShopperOrdersSchema });
export type Shopper = z.infer<typeof apiShopperSchema>;
export const shopperListResponseSchema = listResponseSchema(apiShopperSchema);
export const shopperResponseSchema = dataResponseSchema(apiShopperSchema);
