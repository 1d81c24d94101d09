import { LIVE_NAMESPACE, liveHandshakeAuthSchema, liveProtocol } from '@runway-live/domain/live';
import { z } from 'zod';

/**
 * The live socket's AsyncAPI 3 document, generated from the domain's `liveProtocol` map with
 * zod's JSON Schema conversion: one channel (the /live namespace), every client event as an
 * operation the server receives with its acknowledgement as the reply, every server event
 * as an operation the server sends. Served at /docs/asyncapi.json beside the OpenAPI one.
 */

type JsonSchema = Record<string, unknown>;
type Ref = { $ref: string };
type Message = { name: string; title: string; summary: string; payload: JsonSchema };
type Operation = {
  action: 'send' | 'receive';
  channel: Ref;
  title: string;
  messages: Ref[];
  reply?: { channel: Ref; messages: Ref[] };
};

const CHANNEL = 'live';
const channelRef: Ref = { $ref: `#/channels/${CHANNEL}` };
const messageRef = (key: string): Ref => ({ $ref: `#/channels/${CHANNEL}/messages/${key}` });
/** The key of an event's acknowledgement among the messages. */
export const ackKey = (event: string) => `${event}.ack`;

/**
 * Draft 7, the JSON Schema AsyncAPI's default schema format extends. A client payload is
 * described as a client may send it (before the server's trimming and defaults), the rest
 * as the server sends it.
 */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-7',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return json;
}

function operationId(prefix: 'receive' | 'send', event: string): string {
  return (
    prefix + event.replace(/(^|_)([a-z])/g, (_match, _sep, letter: string) => letter.toUpperCase())
  );
}

export function liveAsyncApiDocument(options: { publicUrl: string }) {
  const url = new URL(options.publicUrl);
  const messages: Record<string, Message> = {};
  const operations: Record<string, Operation> = {};

  for (const [event, schema] of Object.entries(liveProtocol.clientToServer)) {
    messages[event] = {
      name: event,
      title: event,
      summary: `Client → server: \`socket.emit('${event}', payload, ack)\`.`,
      payload: schemaOf(schema, 'input'),
    };
    const ack = liveProtocol.acks[event as keyof typeof liveProtocol.acks];
    messages[ackKey(event)] = {
      name: ackKey(event),
      title: `${event} acknowledgement`,
      summary: `The acknowledgement of \`${event}\`: \`{ ok: true, … }\` or \`{ ok: false, code, message, retryAfterSec? }\`.`,
      payload: schemaOf(ack, 'output'),
    };
    operations[operationId('receive', event)] = {
      action: 'receive',
      channel: channelRef,
      title: event,
      messages: [messageRef(event)],
      reply: { channel: channelRef, messages: [messageRef(ackKey(event))] },
    };
  }
  for (const [event, schema] of Object.entries(liveProtocol.serverToClient)) {
    messages[event] = {
      name: event,
      title: event,
      summary: `Server → client: \`socket.on('${event}', (payload) => …)\`.`,
      payload: schemaOf(schema, 'output'),
    };
    operations[operationId('send', event)] = {
      action: 'send',
      channel: channelRef,
      title: event,
      messages: [messageRef(event)],
    };
  }

  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Runway Live socket',
      version: '2.0.0',
      description: [
        `socket.io 4 (engine.io 4) on the API's origin, namespace \`${LIVE_NAMESPACE}\`.`,
        'Connect with `io(origin + "/live", { auth })`: `auth.token` is the session token of a signed-in account (the API\'s bearer token); an anonymous viewer sends `auth.viewerId`, the random id the player keeps, and may watch but not chat (components.schemas.handshakeAuth).',
        'Every client event takes an acknowledgement callback, answered with the operation\'s reply; a bad payload is refused with `{ ok: false, code: "invalid-payload" }`. A client event emitted without a callback is refused, when it is, with the server event `error`.',
        "A room's `message`, `counters` and `live_products` sent within one short window (50 ms, `LIVE_COALESCE_MS`) arrive as one `batch` frame: `{ events: [{ event, payload }, …] }`, in the order the server sent them, each payload the one that event has on its own. A client delivers each to its listeners in order (a window that caught one event sends it as itself). Any other event of the room comes after the pending frame.",
        'With several server processes (REDIS_URL) a room spans them all: its events reach every viewer whichever process the sender is on, its `counters` come at most once per interval (from one process, read from the database, so every viewer hears the same figures), and slow mode and the chat rate count per account across processes (decision 0047).',
        'A viewer whose send buffer fills (`LIVE_SEND_BUFFER_MAX` frames the client has not read) is disconnected and its frames discarded, never slowing the room; on reconnecting it is not recovered, and loads the chat history after the last message it saw.',
        'The chat history is REST: `GET /api/v2/events/{id}/messages?after={messageId}` (see the OpenAPI document at /docs).',
        "A show is a marketplace event or a web event: every `eventId` is either's id, with the same roles and rules (decision 0044). In a web event's room its status reads as an event's (`published` is `scheduled`; it is never a rehearsal and cannot be cancelled), its products are its web products, and a page on an origin its `embed.allowedOrigins` does not name (other than the API's own and the console's) is refused on `room` with `forbidden`.",
      ].join('\n\n'),
      externalDocs: { description: 'The HTTP API (OpenAPI)', url: `${url.origin}/docs` },
    },
    defaultContentType: 'application/json',
    servers: {
      api: {
        host: url.host,
        protocol: url.protocol === 'https:' ? 'wss' : 'ws',
        pathname: '/socket.io',
        description: 'The API server; socket.io upgrades to a websocket (or long-polls) here.',
      },
    },
    channels: {
      [CHANNEL]: {
        address: LIVE_NAMESPACE,
        title: 'The live namespace',
        description:
          "One namespace for every show; `room` joins the show's room, after which the server's events for that show arrive.",
        messages: Object.fromEntries(
          Object.entries(messages).map(([key]) => [key, { $ref: `#/components/messages/${key}` }]),
        ),
      },
    },
    operations,
    components: {
      schemas: { handshakeAuth: schemaOf(liveHandshakeAuthSchema, 'input') },
      messages,
    },
  };
}

export type LiveAsyncApiDocument = ReturnType<typeof liveAsyncApiDocument>;
