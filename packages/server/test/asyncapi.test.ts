import specs from '@asyncapi/specs';
import { liveProtocol } from '@runway-live/domain/live';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ackKey, type LiveAsyncApiDocument } from '../src/live/asyncapi';
import { createTestApp, type TestApp } from './support/testApp';

type Doc = LiveAsyncApiDocument;
type Json = Record<string, unknown>;

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ url: '/docs/asyncapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/json');
  doc = response.json<Doc>();
});
afterAll(() => t.close());

/** The property names a zod object (or each branch of a union) declares. */
function keysOf(schema: z.ZodType): string[][] {
  if (schema instanceof z.ZodObject) return [Object.keys(schema.shape).sort()];
  if (schema instanceof z.ZodDiscriminatedUnion || schema instanceof z.ZodUnion) {
    return (schema.options as z.ZodType[]).flatMap(keysOf);
  }
  throw new Error('an event payload that is neither an object nor a union of objects');
}
/** The same from the document's JSON Schema. */
function jsonKeysOf(schema: Json): string[][] {
  if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) {
    return ((schema.oneOf ?? schema.anyOf) as Json[]).flatMap(jsonKeysOf);
  }
  expect(schema.type).toBe('object');
  return [Object.keys(schema.properties as Json).sort()];
}

/** Follows a local `$ref` (`#/a/b`) through the document, and the reference it finds. */
function resolve(ref: string): unknown {
  expect(ref.startsWith('#/')).toBe(true);
  const found = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc);
  const next = (found as { $ref?: unknown } | undefined)?.$ref;
  return typeof next === 'string' ? resolve(next) : found;
}

describe('the AsyncAPI document at /docs/asyncapi.json', () => {
  it('validates against the AsyncAPI 3.0.0 JSON Schema', () => {
    // The AsyncAPI schema carries its own copy of the draft-07 meta-schema (same $id as
    // Ajv's): Ajv's own stays out.
    const ajv = new Ajv({ strict: false, allErrors: true, meta: false, validateSchema: false });
    addFormats(ajv);
    const validate = ajv.compile(specs.schemas['3.0.0']);
    const valid = validate(doc);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    expect(doc.asyncapi).toBe('3.0.0');
    // The validator does reject: AsyncAPI 2's 'publish' is no action in 3.
    const [name, operation] = Object.entries(doc.operations)[0]!;
    const broken = { ...doc, operations: { [name]: { ...operation, action: 'publish' } } };
    expect(validate(broken)).toBe(false);
  });

  it('resolves every $ref it holds', () => {
    const refs: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string') refs.push(value);
          else walk(value);
        }
      }
    };
    walk(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(resolve(ref), ref).toBeDefined();
  });

  it('has every client event, received with its payload and answered with its acknowledgement', () => {
    const { messages } = doc.components;
    const received = Object.values(doc.operations).filter((op) => op.action === 'receive');
    expect(received).toHaveLength(Object.keys(liveProtocol.clientToServer).length);
    for (const [event, schema] of Object.entries(liveProtocol.clientToServer)) {
      const message = messages[event] as Json;
      expect(message, event).toBeDefined();
      expect(message.name).toBe(event);
      expect(jsonKeysOf(message.payload as Json), event).toEqual(keysOf(schema));

      const ack = liveProtocol.acks[event as keyof typeof liveProtocol.acks];
      const ackMessage = messages[ackKey(event)] as Json;
      expect(jsonKeysOf(ackMessage.payload as Json), ackKey(event)).toEqual(keysOf(ack));

      const operation = received.find(
        (op) => (resolve(op.messages[0]!.$ref) as Json).name === event,
      ) as Json & { reply: { messages: { $ref: string }[] } };
      expect(operation, event).toBeDefined();
      expect(operation.reply.messages.map(({ $ref }) => (resolve($ref) as Json).name)).toEqual([
        ackKey(event),
      ]);
    }
  });

  it('has every server event, sent with its payload', () => {
    const sent = Object.values(doc.operations).filter((op) => op.action === 'send');
    expect(sent).toHaveLength(Object.keys(liveProtocol.serverToClient).length);
    for (const [event, schema] of Object.entries(liveProtocol.serverToClient)) {
      const message = doc.components.messages[event] as Json;
      expect(message, event).toBeDefined();
      expect(jsonKeysOf(message.payload as Json), event).toEqual(keysOf(schema));
      expect(sent.some((op) => (resolve(op.messages[0]!.$ref) as Json).name === event)).toBe(true);
    }
  });

  it('gives payload schemas a client can check its messages with', () => {
    const ajv = new Ajv({ strict: false });
    addFormats(ajv);
    const newMessage = ajv.compile(doc.components.messages.new_message!.payload);
    const eventId = '0b7a3f0e-6a8e-4a43-9a55-2f6a8c1c2d11';
    expect(newMessage({ eventId, text: 'Love the coat' })).toBe(true);
    expect(newMessage({ eventId, text: 'x'.repeat(501) })).toBe(false);
    expect(newMessage({ eventId: 'not-an-id', text: 'hi' })).toBe(false);
    expect(newMessage({ eventId })).toBe(false);
  });

  it('is linked from the OpenAPI document that /docs shows', async () => {
    const openapi = (await t.app.inject({ url: '/docs/json' })).json<{
      externalDocs?: { url: string };
      paths: Record<string, unknown>;
    }>();
    expect(openapi.externalDocs?.url).toBe('/docs/asyncapi.json');
    // The document itself is no API route.
    expect(Object.keys(openapi.paths)).not.toContain('/docs/asyncapi.json');
  });
});
