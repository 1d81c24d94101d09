import { describe, expect, it } from 'vitest';
import { fieldInvalidInLine } from '../messages';
import { lookPatchSchema } from './look';
import { webEventGroupPatchSchema } from './webEventGroups';
import { webProductPatchSchema } from './webProducts';

// One message for a designer id that is no id, whichever form or CSV line sends it: the
// import's 'Designer Id' column names the field the same way.
describe('a designer id that is no id', () => {
  const schemas = {
    look: lookPatchSchema,
    'web product': webProductPatchSchema,
    'web event group': webEventGroupPatchSchema,
  };

  it.each(Object.entries(schemas))('is refused on a %s as the import refuses it', (_, schema) => {
    const result = schema.safeParse({ designerId: 'someone-else' });
    expect(result.success).toBe(false);
    const message = result.error?.issues.find((issue) => issue.path[0] === 'designerId')?.message;
    expect(`${message} in line 2`).toBe(fieldInvalidInLine('Designer Id', 2));
  });
});
