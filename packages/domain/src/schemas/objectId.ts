import * as z from 'zod';
import { messages } from '../messages';

/** An object's id in a request: a UUID (ids.ts), and 'Must be a valid id' when it is not. */
export const objectIdField = () => z.uuid({ error: messages.idInvalid });
