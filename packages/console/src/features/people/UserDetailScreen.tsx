import type { Shopper } from '@runway-live/domain/api';
import { useParams } from 'react-router-dom';
import { DetailSection, ResourceDetailPage } from '../../resources/ResourceDetailPage';
import { dayOf, spendOf } from './accountColumns';
import { shoppers, useIsAdmin } from './accountsApi';
import { ACCOUNT_STATUS_TONES, accountLabel, useAccountStatus } from './useAccountStatus';
import { DetailFacts } from '../../resources/DetailFacts';

const LIST = { title: 'Users', path: shoppers.paths.list };

/**
 * One shopper (user/user-detail/:user_id): its account, its e-mail verification and what
 * it has ordered; the admin suspends (after a confirmation: its sessions end at once) and
 * reactivates it from the header.
 */
export function UserDetailScreen() {
  const { user_id: id } = useParams();
  const isAdmin = useIsAdmin();
  const status = useAccountStatus('users', 'user');
  return (
    <>
      <ResourceDetailPage
        query={shoppers.useDetail(id)}
        list={LIST}
        title={accountLabel}
        status={(shopper) => shopper.status}
        statusTones={ACCOUNT_STATUS_TONES}
        // A secondary button: suspending is not the page's main business, and it asks first.
        actions={(shopper) =>
          isAdmin
            ? {
                secondaryActions: [
                  shopper.status === 'suspended'
                    ? {
                        label: 'Reactivate',
                        loading: status.pending,
                        onClick: () => status.reactivate(shopper),
                      }
                    : { label: 'Suspend', onClick: () => status.suspend(shopper) },
                ],
              }
            : {}
        }
      >
        {(shopper) => <ShopperFacts shopper={shopper} />}
      </ResourceDetailPage>
      {status.dialog}
    </>
  );
}

function ShopperFacts({ shopper }: { shopper: Shopper }) {
  return (
    <>
      <DetailSection title="Account">
        <DetailFacts>
          <dt>Name</dt>
          <dd>{shopper.fullName || '—'}</dd>
          <dt>E-mail</dt>
          <dd>{shopper.email}</dd>
          <dt>E-mail verified</dt>
          <dd>
            {shopper.emailVerifiedAt
              ? `Yes, on ${dayOf(shopper.emailVerifiedAt)}`
              : shopper.emailVerified
                ? 'Yes'
                : 'No'}
          </dd>
          <dt>Mobile</dt>
          <dd>{shopper.mobileNumber || '—'}</dd>
          <dt>Country</dt>
          <dd>{shopper.country || '—'}</dd>
          <dt>Joined</dt>
          <dd>{dayOf(shopper.createdAt)}</dd>
          <dt>User Id</dt>
          <dd>
            <code>{shopper._id}</code>
          </dd>
        </DetailFacts>
      </DetailSection>
      <DetailSection title="Orders">
        <DetailFacts>
          <dt>Orders placed</dt>
          <dd>{shopper.orders.count}</dd>
          <dt>Spend</dt>
          <dd>{spendOf(shopper.orders)}</dd>
        </DetailFacts>
      </DetailSection>
    </>
  );
}

export { UserDetailScreen as Screen };
