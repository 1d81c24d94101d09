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
