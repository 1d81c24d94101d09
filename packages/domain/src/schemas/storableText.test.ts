import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import * as api from '../api';
import * as live from '../live';
import { messages } from '../messages';
import * as forms from './index';
import { isStorableText, textField } from './validators';

const NUL = 'Jane\u0000Doe';
const LONE_HIGH = 'Jane \ud800';
const LONE_LOW = '\udc00Jane';

describe('isStorableText', () => {
  it('#10.2 refuses a NUL character and a lone surrogate of either half', () => {
    for (const value of [NUL, '\u0000', LONE_HIGH, LONE_LOW, 'a\ud83d', '\ude00b']) {
      expect(isStorableText(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('accepts ordinary text, an emoji (a whole surrogate pair) and other control characters', () => {
    for (const value of ['', 'Jane Doe', 'Zoë 🙂', 'Ünïcödé ✓', 'tab\tline\n', '\ud83d\ude00']) {
      expect(isStorableText(value), JSON.stringify(value)).toBe(true);
    }
  });

  it('leaves anything that is not a string to the type check', () => {
    expect(isStorableText(undefined)).toBe(true);
    expect(isStorableText(42)).toBe(true);
  });
});

describe('textField', () => {
  it('#10.2 refuses unstorable text, saying so before any other rule', () => {
    const schema = textField().trim().min(1).max(3);
    const result = schema.safeParse(`${NUL}${NUL}`);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.unsupportedCharacters);
    expect(schema.parse(' ab ')).toBe('ab');
  });

  it('keeps the type message of the field', () => {
    const result = textField(messages.required).safeParse(undefined);
    expect(result.error?.issues[0]?.message).toBe(messages.required);
  });
});

/** Every string schema inside `schema`, with the path to reach it. */
function stringLeaves(schema: z.core.$ZodType, path: string): [string, z.core.$ZodType][] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const inner = (key: string) => def[key] as z.core.$ZodType;
  switch (def.type) {
    case 'string':
      return [[path, schema]];
    case 'object':
      return Object.entries((schema as z.core.$ZodObject)._zod.def.shape).flatMap(([key, field]) =>
        stringLeaves(field, `${path}.${key}`),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return stringLeaves(inner('innerType'), path);
    case 'pipe':
      // The output side only ever sees what the input side let through.
      return stringLeaves(inner('in'), path);
    case 'array':
      return stringLeaves(inner('element'), `${path}[]`);
    case 'union':
      return (def.options as z.core.$ZodType[]).flatMap((option) => stringLeaves(option, path));
    default:
      return [];
  }
}

/** The request schemas of the API and the schemas of the forms. */
// The live socket's client payloads are requests too (its answers are not).
const livePayloads = Object.fromEntries(
  Object.entries(live).filter(([name]) => /PayloadSchema$/.test(name)),
);
const checked = Object.entries({ ...api, ...forms, ...livePayloads }).filter(
  ([name, value]) =>
    /(RequestSchema|QuerySchema|Schema)$/.test(name) &&
    // importChange and importRejection are parts of the import's answers, not requests.
    // designerDetail and applicationDecision are a designer's detail answer and a part of it;
    // designerListItem is a row of the designers list's answer.
    // public* are the player's answers (api/player.ts); the dashboard's desk and the
    // reports (but for their queries) are answers.
    !/Response|^api[A-Z]|^public[A-Z]|Summary|^dashboard(Desk|LiveShow|NextShow|Sales|Todo)Schema$|^orderReport(Range|Totals)?Schema$|^eventReportRowSchema$|^showChart(Point|Band)?Schema$|^webEventReportSchema$|^paymentAccount|^designerProfile|^designerDetail|^designerListItem|^applicationDecision|^import(Change|Rejection)Schema$/.test(
      name,
    ) &&
    value instanceof z.core.$ZodType,
) as [string, z.core.$ZodType][];

describe('every text field of the forms and of the API requests', () => {
  const leaves = checked.flatMap(([name, schema]) => stringLeaves(schema, name));

  it('walks the schemas it means to', () => {
    const names = checked.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'registerRequestSchema',
        'webUserRequestSchema',
        'registerDesignerRequestSchema',
        'updateUserRequestSchema',
        'designerListQuerySchema',
        'loginSchema',
        'designerApplicationSchema',
        'liveNewMessagePayloadSchema',
        'liveBlockedWordsPayloadSchema',
      ]),
    );
    expect(leaves.length).toBeGreaterThan(100);
  });

  it('#10.2 refuses a NUL and a lone surrogate in every text field', () => {
    const letThrough: string[] = [];
    for (const [path, leaf] of leaves) {
      // An id's or an ISO instant's own format refuses them already (and says so).
      const format = (leaf._zod.def as { format?: string }).format;
      if (format === 'uuid' || format === 'datetime') continue;
      for (const value of [NUL, LONE_HIGH]) {
        const result = z.safeParse(leaf, value);
        const said = result.error?.issues.map((issue) => issue.message) ?? [];
        if (!said.includes(messages.unsupportedCharacters)) letThrough.push(path);
      }
    }
    expect(letThrough).toEqual([]);
  });

  it('#10.2 names the field in a request', () => {
    const result = api.registerRequestSchema.safeParse({
      fullName: NUL,
      email: 'jane@brand.test',
      password: 'long-enough',
      repeatPassword: 'long-enough',
    });
    expect(result.error?.issues).toMatchObject([
      { path: ['fullName'], message: messages.unsupportedCharacters },
    ]);
    const search = api.designerListQuerySchema.safeParse({ search: '\u0000' });
    expect(search.error?.issues).toMatchObject([
      { path: ['search'], message: messages.unsupportedCharacters },
    ]);
    // The designer's address travels as jsonb: a lone surrogate there is refused too.
    const designer = api.registerDesignerRequestSchema.safeParse({
      fullName: 'Jane',
      email: 'jane@brand.test',
      brandName: 'Brand',
      address: { pincode: '1', primaryAddress: LONE_HIGH, country: 'US', state: 'TX', city: 'A' },
    });
    expect(designer.error?.issues).toMatchObject([
      { path: ['address', 'primaryAddress'], message: messages.unsupportedCharacters },
    ]);
  });

  it('#10.2 refuses them in the sign-in forms (zod/mini) too', () => {
    const result = z.safeParse(forms.loginSchema, { email: 'a@b.co', password: `pass${NUL}` });
    expect(result.error?.issues).toMatchObject([
      { path: ['password'], message: messages.unsupportedCharacters },
    ]);
  });
});
