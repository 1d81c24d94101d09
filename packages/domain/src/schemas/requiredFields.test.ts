import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { designerApplicationSchema } from './designerApplication';
import { requiredFields } from './requiredFields';

describe('requiredFields', () => {
  it('names the fields that refuse a blank', () => {
    const schema = z.object({
      name: z.string().min(1),
      note: z.string().optional(),
      site: z.string().max(10),
    });
    expect([...requiredFields(schema)]).toEqual(['name']);
  });

  it("reads the designer application's required text fields from its schema", () => {
    const required = requiredFields(designerApplicationSchema);
    expect(required.has('brandName')).toBe(true);
    expect(required.has('website')).toBe(true);
    expect(required.has('instagram')).toBe(false);
    // Required only when the return address differs: the form marks those itself.
    expect(required.has('returncity')).toBe(false);
  });
});
