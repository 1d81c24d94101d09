import { ADMIN_OR_STAFF, CONSOLE_ROLES, type EndpointAccess } from '../../plugins/access';

/** Reference data: every console role reads it; admin and staff write it. */
export const REFERENCE_ACCESS = {
  read: CONSOLE_ROLES,
  write: ADMIN_OR_STAFF,
} as const satisfies Record<'read' | 'write', EndpointAccess>;
