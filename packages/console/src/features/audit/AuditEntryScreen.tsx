import { auditChangedFields } from '@runway-live/domain/api';
import { DiffView } from '@runway-live/ui';
import { useParams } from 'react-router-dom';
import { DetailFacts } from '../../resources/DetailFacts';
import { DetailSection, ResourceDetailPage } from '../../resources/ResourceDetailPage';
import { PageBlocks } from '../../shared/Page';
import { actionLabel, whenText, whoText } from './present';
import { auditLog } from './auditApi';

/** audit/:entry_id: one entry — who, what, when, from where — and its diff. */
export function AuditEntryScreen() {
  const { entry_id: id = '' } = useParams();
  return (
    <ResourceDetailPage
      query={auditLog.useDetail(id)}
      list={{ title: 'Audit log', path: auditLog.paths.list }}
      title={(entry) => `${actionLabel(entry.action)}: ${entry.resource}`}
      actions={(entry) => ({
        secondaryActions: entry.resourceId
          ? [
              {
                label: 'History of this resource',
                href: `${auditLog.paths.list}?resource=${entry.resource}&resourceId=${entry.resourceId}`,
              },
            ]
          : [],
      })}
    >
      {(entry) => (
        <PageBlocks>
          <DetailSection title="Entry">
            <DetailFacts>
              <dt>When</dt>
              <dd>{whenText(entry.createdAt)}</dd>
              <dt>Who</dt>
              <dd>{whoText(entry)}</dd>
              <dt>Resource</dt>
              <dd>{entry.resourceId ? `${entry.resource} ${entry.resourceId}` : entry.resource}</dd>
              <dt>Call</dt>
              <dd>{entry.route ?? '—'}</dd>
              <dt>Address</dt>
              <dd>{entry.address ?? '—'}</dd>
              <dt>User agent</dt>
              <dd>{entry.userAgent ?? '—'}</dd>
            </DetailFacts>
          </DetailSection>
          <DiffView changes={auditChangedFields(entry.changes)} title="Changes" />
        </PageBlocks>
      )}
    </ResourceDetailPage>
  );
}

export { AuditEntryScreen as Screen };
