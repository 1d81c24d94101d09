import fc from 'fast-check';

/**
 * The hostile inputs of the fuzz suites (issue 34), for the HTTP routes and the live
 * socket's events alike: drawn with a fixed seed, so a failure replays; FUZZ_RUNS draws more
 * of them per field for a longer run.
 */

export type SchemaObject = {
  type?: string | string[];
  properties?: Record<string, SchemaObject>;
  items?: SchemaObject;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
};

export const RUNS = Number(process.env.FUZZ_RUNS ?? 1);
const SEED = 34;
/** Personal data a hostile caller may send: it must never reach a log line. */
export const PERSONAL_EMAIL = 'fuzzed.person@private-fuzz.test';
export const PERSONAL_PHONE = '+33 6 12 34 56 78';

const DEEP = 2_000;
const deepArray = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
const deepObject = `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`;

/** Strings no schema should take as they are, and the delimiters that hide in paths. */
export const HOSTILE_STRINGS = [
  'a\u0000b',
  'x\ud800y',
  '\udfff',
  'A'.repeat(70_000),
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  'a%23b%3Fc%26d',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '-1',
  '1e309',
  'NaN',
  ' ',
  '',
  '１２３',
  PERSONAL_EMAIL,
  PERSONAL_PHONE,
];

/** Values of every wrong type a JSON field may receive. */
export const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  null,
  [],
  {},
  [null],
  { $gt: '' },
  { __proto__: { admin: true } },
];

/** Whole bodies that are not what any route takes, sent as raw JSON text. */
export const HOSTILE_BODIES = [
  'null',
  '[]',
  '"text"',
  '123',
  '{',
  '{"a":1,}',
  deepArray,
  deepObject,
  '{"__proto__":{"isAdmin":true,"roles":["admin"]},"constructor":{"prototype":{"roles":["admin"]}}}',
  JSON.stringify({ data: 'not-an-envelope', iv: 'x' }),
  `{"email":"${PERSONAL_EMAIL}","password":"${'p'.repeat(50_000)}"}`,
];

/**
 * Percent-encodes as a browser would; a lone surrogate has no UTF-8, so it goes as the bytes
 * a careless client sends for it (ED A0 80), which are not UTF-8 either.
 */
export function percent(value: string): string {
  return value
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

/**
 * A plausible value for a schema (an enum's first value, a uuid for a uuid…), so a body can
 * be right in every field but the one being fuzzed and reach past the first validation.
 */
export function plausible(schema: SchemaObject | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return plausible(choice[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object') {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [
        key,
        plausible(value, depth + 1),
      ]),
    );
  }
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return true;
  if (schema.format === 'uuid') return '0190a6d2-0000-7000-8000-000000000001';
  if (schema.format === 'email') return 'someone@runway.test';
  if (schema.format === 'date-time') return '2026-12-01T10:00:00.000Z';
  if (schema.format === 'uri') return 'https://example.test/';
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** Draws `count` values from the pools above and from fast-check's own strings. */
export function draws(count: number, salt: number): unknown[] {
  const arbitrary = fc.oneof(
    fc.constantFrom(...HOSTILE_VALUES),
    fc.string({ unit: 'binary', maxLength: 64 }),
    fc.jsonValue({ maxDepth: 3 }),
  );
  return fc.sample(arbitrary, { seed: SEED + salt, numRuns: count });
}

/** A stack frame, a source path or an SQL statement in an answer tells an attacker too much. */
export const LEAKS = [
  /\n\s+at \S+ \(/,
  /node_modules/,
  /\.ts:\d+:\d+/,
  /\b(select|insert into|update|delete from)\b[\s\S]{0,200}\b(from|where|values|set)\b/i,
  /\bduplicate key value\b|\bviolates\b.*\bconstraint\b|\bsyntax error at or near\b/i,
];
