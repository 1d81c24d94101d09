/**
 * The fields a PATCH body names (zod's partial schemas leave the others undefined): what
 * the update sets. An empty result means there is nothing to change.
 */
export function namedFields<Patch extends object>(patch: Patch): Partial<Patch> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<Patch>;
}
