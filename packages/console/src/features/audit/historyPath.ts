import { effectiveRole, routePath } from '@runway-live/domain/access';
import type { PageAction } from '@runway-live/ui';
import { useAtomValue } from 'jotai';
import { userAtom } from '../../state/session';

/** The audit log filtered on one object: a detail page's "History" link. */
export function historyPath(resource: string, id: string): string {
  return `${routePath('audit')}?${new URLSearchParams({ resource, resourceId: id }).toString()}`;
}

/**
 * A detail page's "History" action, to the audit log filtered on its object; none for
 * anyone but the admin, whom alone the audit log answers.
 */
export function useHistoryActions(resource: string, id: string | undefined): PageAction[] {
  const admin = useCanReadAudit();
  return admin && id ? historyActions(resource, id) : [];
}

/** Whether the signed-in person may read the audit log (the admin alone). */
export function useCanReadAudit(): boolean {
  return effectiveRole(useAtomValue(userAtom)) === 'admin';
}

/** The "History" action of an object, for pages that learn its id after their hooks ran. */
export function historyActions(resource: string, id: string): PageAction[] {
  return [{ label: 'History', href: historyPath(resource, id), icon: 'receipt' }];
}
