import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { plainIssueMessage } from './plainIssues';

function messageOf(schema: z.ZodType, input: unknown): string | undefined {
  return schema.safeParse(input, { error: plainIssueMessage }).error?.issues[0]?.message;
}

describe("zod's messages in plain English (issue 27)", () => {
  it('says how long a text may be, and that an empty one is required', () => {
    expect(messageOf(z.string().max(120), 'a'.repeat(121))).toBe(
      'Please enter at most 120 characters',
    );
    expect(messageOf(z.string().min(1), '')).toBe('This field is required');
    expect(messageOf(z.string().min(3), 'ab')).toBe('Please enter at least 3 characters');
  });

  it('says which numbers and how many items are allowed', () => {
    expect(messageOf(z.number().min(0), -1)).toBe('Please enter 0 or more');
    expect(messageOf(z.number().max(100), 101)).toBe('Please enter 100 or less');
    expect(messageOf(z.number().positive(), 0)).toBe('Please enter more than 0');
    expect(messageOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe(
      'Please give at most 2 items',
    );
  });

  it('names a missing value as required and a wrong one by what is wanted', () => {
    expect(messageOf(z.object({ productIds: z.array(z.string()) }), {})).toBe(
      'This field is required',
    );
    expect(messageOf(z.array(z.string()), {})).toBe('Please enter a list');
    expect(messageOf(z.number(), 'ten')).toBe('Please enter a number');
    expect(messageOf(z.enum(['draft', 'published']), 'gone')).toBe(
      'Please choose one of: draft, published',
    );
    expect(messageOf(z.uuid(), 'x')).toBe('Must be a valid id');
  });

  it("keeps a rule's own message", () => {
    expect(messageOf(z.string().max(2, { error: 'Too long for a code' }), 'abc')).toBe(
      'Too long for a code',
    );
  });
});
