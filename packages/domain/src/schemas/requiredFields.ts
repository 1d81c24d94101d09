import type * as z from 'zod';

/**
 * The fields of an object schema that refuse a blank: what a form marks as required, read
 * from the schema itself so the marks cannot drift from the rules (a field required only
 * under a condition, like the return address, is not among them).
 */
export function requiredFields<Shape extends z.core.$ZodLooseShape>(
  schema: z.ZodObject<Shape>,
): ReadonlySet<keyof Shape & string> {
  const required = new Set<keyof Shape & string>();
  for (const [name, field] of Object.entries(schema.shape) as [keyof Shape & string, z.ZodType][]) {
    if (!field.safeParse('').success) required.add(name);
  }
  return required;
}
