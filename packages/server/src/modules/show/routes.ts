import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '@runway-live/domain/api';
import type { ShowLifecycle } from '@runway-live/domain/show';
import type * as z from 'zod';
import type { AppContext } from '../../context';
import { CONSOLE_ROLES } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import { crudRoutes, type CrudRoutes } from '../../resources/crudRoutes';
import type { Caller, User } from './service';

type Described = { summary: string; description?: string };
type DataOf<Response extends z.ZodType> =
  z.input<Response> extends { data: infer Data } ? Data : never;

/** A kind of show's service, as its five routes call it. */
export type ShowService<
  ListQuery extends z.ZodType,
  List extends z.ZodType,
  One extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
> = {
  list: (ctx: AppContext, user: User, query: z.output<ListQuery>) => Promise<DataOf<List>>;
  get: (ctx: AppContext, user: User, id: string) => Promise<DataOf<One>>;
  create: (ctx: AppContext, user: User, body: z.output<Create>) => Promise<DataOf<One>>;
  update: (
    ctx: AppContext,
    caller: Caller,
    id: string,
    body: z.output<Update>,
  ) => Promise<DataOf<One>>;
  delete: (ctx: AppContext, user: User, id: string) => Promise<void>;
};

/** How the OpenAPI document names a kind of show, and what its deletion leaves. */
type ShowWords<Status extends string> = {
  /** 'event', 'web event' */
  noun: string;
  /** Its article: 'an', 'a'. */
  article: string;
  lifecycle: ShowLifecycle<Status>;
  /** What stays, in no show, when it is deleted: 'products and looks'. */
  members: string;
};

/**
 * The five routes of a kind of show (decision 0024), as every show has them: every console
 * role; a designer sees and changes only their own (another designer's id is a 404), admin
 * and staff all of them; its writes are catalogue writes. Creating declares the
 * subscription gate (402); the moves that show it to an audience need the designer's payment
 * account first (403, code payment-account-required), then the subscription (402), checked
 * by the service since they depend on the body (show/service.ts checkStatusMove). The kind
 * gives its path, contract, words, the descriptions of what it adds, and its service.
 */
export function showRoutes<
  ListQuery extends z.ZodType,
  List extends z.ZodType,
  One extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Status extends string,
>(
  app: FastifyInstance,
  ctx: AppContext,
  show: ShowWords<Status> & {
    path: string;
    tags: string[];
    contract: CrudRoutes<ListQuery, List, One, Create, Update, never>['schemas'];
    /** The descriptions of the list, create and update, and the update's summary. */
    describe: { list: string; create: string; update: Required<Described> };
    service: ShowService<ListQuery, List, One, Create, Update>;
  },
): void {
  const { noun, describe, service } = show;
  const plural = `${noun[0]!.toUpperCase()}${noun.slice(1)}s`;
  const deletable = show.lifecycle.deletable.join(' or ');
  crudRoutes(app, {
    path: show.path,
    tags: show.tags,
    access: { read: CONSOLE_ROLES, write: CONSOLE_ROLES },
    catalogue: true,
    schemas: show.contract,
    gates: { create: 'subscription' },
    list: {
      summary: `${plural} page by page; search on the title`,
      description: describe.list,
      read: (query, request) => service.list(ctx, requireUser(request), query),
    },
    get: {
      summary: `One ${noun} (404 for another designer’s)`,
      read: (id, request) => service.get(ctx, requireUser(request), id),
    },
    create: {
      summary: `Add ${show.article} ${noun} (a draft)`,
      description: describe.create,
      conflict: true,
      write: (body, request) => service.create(ctx, requireUser(request), body),
    },
    update: {
      ...describe.update,
      conflict: true,
      responses: { 402: apiErrorSchema },
      write: (id, body, request) =>
        service.update(
          ctx,
          { user: requireUser(request), designer: request.sessionDesigner },
          id,
          body,
        ),
    },
    delete: {
      summary: `Delete a ${deletable} ${noun} (409 otherwise); its ${show.members} stay`,
      conflict: true,
      write: (id, request) => service.delete(ctx, requireUser(request), id),
    },
  });
}
