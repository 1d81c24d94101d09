import * as z from 'zod';
import { fieldInvalid, messages } from '../messages';

/** An object's id in a request: a UUID (ids.ts), and 'Must be a valid id' when it is not. */
export const objectIdField = () => z.uuid({ error: messages.idInvalid });

/**
 * The designer an admin writes for (looks, shows, web products, groups): a UUID, named as
 * the import's 'Designer Id' column names it ('Designer Id is invalid'), so a form and a
 * CSV line say the same thing.
 */
export const designerIdField = () => z.uuid({ error: fieldInvalid('Designer Id') });

/**
 * Ids named in a query string as one comma-separated text (`ids=a,b`): at least one, at
 * most `max`, each a UUID. `missing` says what to name when none is; `each` when one is not
 * an id.
 */
export const idListField = ({
  missing,
  each,
  max,
  tooMany,
}: {
  missing: string;
  each: string;
  max: number;
  tooMany: string;
}) =>
  z
    .string({ error: missing })
    .transform((text) =>
      text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.uuid({ error: each }))
        .min(1, { error: missing })
        .max(max, { error: tooMany }),
    );
