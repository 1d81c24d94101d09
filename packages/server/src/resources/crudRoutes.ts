import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamsSchema, successResponseSchema } from '@runway-live/domain/api';
import type * as z from 'zod';
import type { EndpointAccess, EndpointGate } from '../plugins/access';
import { errorResponses } from './routeSchemas';
import { dataAnswer } from './answers';

/** What the OpenAPI document says of one route; `access` declares who may call it. */
type Described = { summary: string; description?: string };
/**
 * A write that a unique key or a rule of the resource can refuse with a 409; `responses`
 * documents answers its service gives besides the usual ones (a gate the body decides).
 */
type Write = Described & { conflict?: boolean; responses?: Record<number, z.ZodType> };

type DataOf<Response extends z.ZodType> =
  z.input<Response> extends { data: infer Data } ? Data : never;

/**
 * The five routes of a resource, `${path}` and `${path}/:id`, as API.md shapes them: a list
 * page, `{ success: true, data }` for one object (POST answers 201) and `{ success: true }`
 * for a deletion (or the resource's own `deleted` answer). Each route gets the domain's
 * schemas, the error answers it can give and its access (reads `access.read`, writes
 * `access.write`), so the authorisation matrix and the OpenAPI document see five ordinary
 * routes. The handlers are the service's calls; a resource's other routes are registered
 * beside these in its own routes.ts.
 */
export type CrudRoutes<
  ListQuery extends z.ZodType,
  List extends z.ZodType,
  One extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Deleted extends z.ZodType,
> = {
  /** `/api/v2/<resource>` */
  path: string;
  tags: string[];
  access: { read: EndpointAccess; write: EndpointAccess };
  /**
   * Its writes are catalogue or event writes: a designer's need an approved application
   * (resources/ownership.ts, mayWriteCatalogue).
   */
  catalogue?: boolean;
  /** The gates (plugins/access.ts) a route declares beside its access, e.g. create: 'subscription'. */
  gates?: Partial<Record<'create' | 'update' | 'delete', EndpointGate>>;
  schemas: {
    listQuery: ListQuery;
    list: List;
    /** The single-object answer, `dataResponseSchema(item)`. */
    one: One;
    create: Create;
    update: Update;
    /** The DELETE answer when it says more than `{ success: true }`. */
    deleted?: Deleted;
  };
  list: Described & {
    read: (query: z.output<ListQuery>, request: FastifyRequest) => Promise<DataOf<List>>;
  };
  get: Described & { read: (id: string, request: FastifyRequest) => Promise<DataOf<One>> };
  create: Write & {
    write: (body: z.output<Create>, request: FastifyRequest) => Promise<DataOf<One>>;
  };
  update: Write & {
    write: (id: string, body: z.output<Update>, request: FastifyRequest) => Promise<DataOf<One>>;
  };
  delete: Write & {
    write: (id: string, request: FastifyRequest) => Promise<z.input<Deleted> | void>;
  };
};

const conflicts = (operation: Write) => (operation.conflict ? ([409] as const) : []);

type IdParams = z.output<typeof idParamsSchema>;

export function crudRoutes<
  ListQuery extends z.ZodType,
  List extends z.ZodType,
  One extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Deleted extends z.ZodType = typeof successResponseSchema,
>(app: FastifyInstance, resource: CrudRoutes<ListQuery, List, One, Create, Update, Deleted>): void {
  const { path, tags, access, schemas } = resource;
  const writeConfig = (operation: 'create' | 'update' | 'delete') => {
    const gate = resource.gates?.[operation];
    return {
      access: access.write,
      ...(gate ? { gate } : {}),
      ...(resource.catalogue ? { catalogueWrite: true } : {}),
    };
  };
  const byId = `${path}/:id`;
  const describe = ({ summary, description }: Described) => ({ tags, summary, description });

  app.get(
    path,
    {
      config: { access: access.read },
      schema: {
        ...describe(resource.list),
        querystring: schemas.listQuery,
        response: { 200: schemas.list, ...errorResponses(400) },
      },
    },
    async (request) =>
      dataAnswer(await resource.list.read(request.query as z.output<ListQuery>, request)),
  );

  app.get(
    byId,
    {
      config: { access: access.read },
      schema: {
        ...describe(resource.get),
        params: idParamsSchema,
        response: { 200: schemas.one, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await resource.get.read((request.params as IdParams).id, request),
    }),
  );

  app.post(
    path,
    {
      config: writeConfig('create'),
      schema: {
        ...describe(resource.create),
        body: schemas.create,
        response: {
          201: schemas.one,
          ...errorResponses(400, ...conflicts(resource.create)),
          ...resource.create.responses,
        },
      },
    },
    async (request, reply) => {
      const data = await resource.create.write(request.body as z.output<Create>, request);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.patch(
    byId,
    {
      config: writeConfig('update'),
      schema: {
        ...describe(resource.update),
        params: idParamsSchema,
        body: schemas.update,
        response: {
          200: schemas.one,
          ...errorResponses(400, 404, ...conflicts(resource.update)),
          ...resource.update.responses,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await resource.update.write(
        (request.params as IdParams).id,
        request.body as z.output<Update>,
        request,
      ),
    }),
  );

  app.delete(
    byId,
    {
      config: writeConfig('delete'),
      schema: {
        ...describe(resource.delete),
        params: idParamsSchema,
        response: {
          200: schemas.deleted ?? successResponseSchema,
          ...errorResponses(400, 404, ...conflicts(resource.delete)),
          ...resource.delete.responses,
        },
      },
    },
    async (request) =>
      (await resource.delete.write((request.params as IdParams).id, request)) ?? {
        success: true as const,
      },
  );
}
