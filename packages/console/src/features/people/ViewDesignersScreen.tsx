import {
  designerListQuerySchema,
  type DesignerListItem,
  type ApplicationDecision,
  type DesignerListFilter,
  API_ROUTES,
} from '@runway-live/domain/api';
import { Button, ButtonLink } from '@runway-live/ui';
import { useState } from 'react';
import { failureMessage } from '../../api/ApiProvider';
import { RouterLink } from '../../shared/RouterLink';
import { useCsvDownload } from '../../shared/useCsvDownload';
import { useToast } from '../../shared/useToast';
import { ResourceListPage, ROW_ACTION_STYLE } from '../../resources/ResourceListPage';
import { useListUrlState } from '../../resources/listUrlState';
import { ApproveDialog, RejectDialog } from './ApplicationDecisionDialogs';
import { useIsAdmin } from './access';
import { DESIGNER_COLUMNS } from './designerColumns';
import { designerName } from './DesignerSelect';
import { designers, useDecideApplication, useDecideApplications } from './designersApi';

const STATUS_CHIPS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;

/** A row's decision has no selection to clear afterwards. */
const noSelection = () => undefined;

const applications = (count: number) => (count === 1 ? '1 application' : `${count} applications`);

/**
 * The designers of the marketplace (admin and staff), its state kept in the URL: each row
 * leads to the designer's page, a pending application is approved or rejected from its row
 * (after a dialog naming the designer) or selected ones together, and the designers the
 * search and filter select export as CSV. The admin adds and edits designers.
 */
export function ViewDesignersScreen() {
  const listState = useListUrlState(designerListQuerySchema);
  const { state, update } = listState;
  const list = designers.useList(listState.apiQuery);
  const isAdmin = useIsAdmin();
  const toast = useToast();
  const decide = useDecideApplications();
  const decideOne = useDecideApplication();
  const csv = useCsvDownload(API_ROUTES.designersExport, 'designers.csv');
  // A decision asked about: the selected applications, or one row's (`row` names it).
  const [asked, setAsked] = useState<{
    to: ApplicationDecision['to'];
    ids: readonly string[];
    row?: DesignerListItem;
    done: () => void;
  } | null>(null);
  const subject = asked?.row ? designerName(asked.row) : applications(asked?.ids.length ?? 0);
  const busy = decide.isPending || decideOne.isPending;

  const exportCsv = () => {
    const query: Record<string, string> = {};
    if (state.search) query.search = state.search;
    if (state.applicationStatus) query.applicationStatus = state.applicationStatus;
    return csv.download({ query });
  };

  const decideAsked = async (decision: ApplicationDecision) => {
    if (!asked) return;
    const verb = decision.to === 'approved' ? 'approved' : 'rejected';
    try {
      if (asked.row) {
        await decideOne.mutateAsync({ id: asked.row._id, decision });
        toast.success(`${subject} ${verb}`);
      } else {
        const decided = await decide.mutateAsync({ ids: asked.ids, decision });
        toast.success(`${applications(decided)} ${verb}`);
      }
      asked.done();
    } catch (error) {
      toast.error(failureMessage(error));
    }
    setAsked(null);
  };

  return (
    <ResourceListPage
      title="Designers"
      list={list}
      listState={listState}
      columns={DESIGNER_COLUMNS}
      rowLabel={designerName}
      searchLabel="Search designers"
      searchPlaceholder="Brand, name or e-mail"
      noun={{ one: 'designer', many: 'designers' }}
      empty={{ description: 'Designers appear here once they sign up.' }}
      primaryAction={
        isAdmin ? { label: 'Add designer', href: designers.paths.add, icon: 'plus' } : undefined
      }
      secondaryActions={[
        {
          label: 'Export CSV',
          icon: 'download',
          loading: csv.downloading,
          onClick: () => void exportCsv(),
        },
      ]}
      filtersActive={state.applicationStatus !== undefined}
      onClearFilters={() => update({ search: '', applicationStatus: undefined })}
      statuses={{
        statuses: STATUS_CHIPS,
        selectedStatuses: state.applicationStatus ? [state.applicationStatus] : [],
        // The API filters by one status: the chip just pressed replaces the previous one.
        onStatusesChange: (next) =>
          update({
            applicationStatus: next.find((status) => status !== state.applicationStatus) as
              DesignerListFilter['applicationStatus'] | undefined,
          }),
      }}
      bulkActions={(ids, clearSelection) => (
        <>
          <Button size="sm" onClick={() => setAsked({ to: 'approved', ids, done: clearSelection })}>
            Approve
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={() => setAsked({ to: 'rejected', ids, done: clearSelection })}
          >
            Reject
          </Button>
        </>
      )}
      rowActions={(user) => (
        <>
          {user.designer?.applicationStatus === 'pending' ? (
            <>
              <Button
                {...ROW_ACTION_STYLE}
                aria-label={`Approve ${designerName(user)}`}
                onClick={() =>
                  setAsked({ to: 'approved', ids: [user._id], row: user, done: noSelection })
                }
              >
                Approve
              </Button>
              <Button
                {...ROW_ACTION_STYLE}
                aria-label={`Reject ${designerName(user)}`}
                onClick={() =>
                  setAsked({ to: 'rejected', ids: [user._id], row: user, done: noSelection })
                }
              >
                Reject
              </Button>
            </>
          ) : null}
          <ButtonLink
            {...ROW_ACTION_STYLE}
            href={designers.paths.detail(user._id)}
            linkComponent={RouterLink}
            aria-label={`View ${designerName(user)}`}
          >
            View
          </ButtonLink>
        </>
      )}
      write={
        isAdmin
          ? {
              addHref: designers.paths.add,
              editHref: (user) => designers.paths.edit(user._id),
            }
          : undefined
      }
    >
      <ApproveDialog
        open={asked?.to === 'approved'}
        subject={subject}
        busy={busy}
        onCancel={() => setAsked(null)}
        onApprove={() => void decideAsked({ to: 'approved' })}
      />
      {asked?.to === 'rejected' ? (
        <RejectDialog
          open
          subject={subject}
          busy={busy}
          onCancel={() => setAsked(null)}
          onReject={(reason) => void decideAsked({ to: 'rejected', reason })}
        />
      ) : null}
    </ResourceListPage>
  );
}

export { ViewDesignersScreen as Screen };
