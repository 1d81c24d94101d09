import type { FieldErrors, FieldValues } from 'react-hook-form';

const NAMED = /^.+ is (missing|invalid)$/;

/**
 * The errors with each field's message in the form's words: a message of the shape
 * '{Column} is missing' or '{Column} is invalid' (the importer's column names, which the
 * domain's product rules share with the CSV) of a field the form labels becomes
 * '{Label} is missing'. Nested fields (a colour's sizes) go by their own name.
 */
export function relabelErrors<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  labels: Readonly<Record<string, string>>,
): FieldErrors<Values> {
  const walk = (node: unknown, key: string): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    const entry = node as Record<string, unknown>;
    const out: Record<string, unknown> = Array.isArray(node)
      ? ([...(node as unknown[])] as unknown as Record<string, unknown>)
      : { ...entry };
    for (const [child, value] of Object.entries(entry)) {
      // `ref` is the DOM element: nothing of it is a message.
      if (child !== 'ref' && child !== 'message') out[child] = walk(value, child);
    }
    const label = labels[key];
    const match = typeof entry.message === 'string' ? NAMED.exec(entry.message) : null;
    if (label && match) out.message = `${label} is ${match[1]}`;
    return out;
  };
  const relabelled: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) relabelled[key] = walk(value, key);
  return relabelled as FieldErrors<Values>;
}
