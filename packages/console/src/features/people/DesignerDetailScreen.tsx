import { formatDateTime, readerTimeZone } from '@runway-live/domain/display';
import { siteUrlOf } from '@runway-live/domain/schemas';
import { type DesignerDetail } from '@runway-live/domain/api';
import { routePath } from '@runway-live/domain/access';
import { Button, ConfirmDialog, Link, StatusBadge, tokens } from '@runway-live/ui';
import { Fragment, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { failureMessage } from '../../api/ApiProvider';
import { uploadedImageSrc } from '../../api/uploads';
import { RouterLink } from '../../shared/RouterLink';
import { useToast } from '../../shared/useToast';
import { DetailSection, ResourceDetailPage } from '../../resources/ResourceDetailPage';
import { ApproveDialog, RejectDialog } from './ApplicationDecisionDialogs';
import { useIsAdmin } from './access';
import { designerName } from './DesignerSelect';
import {
  designers,
  useDecideApplication,
  useDesignerAccountStatus,
  useDesignerDetail,
} from './designersApi';
import { DetailFacts } from '../../resources/DetailFacts';
import { useHistoryActions } from '../audit';

const LIST = { title: 'Designers', path: designers.paths.list };

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
  margin-top: ${tokens.space[4]};
`;

const StyledSections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${tokens.space[5]};
  align-items: start;
`;

const StyledActivity = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]} ${tokens.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledLogo = styled.img`
  width: 6rem;
  height: 6rem;
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  object-fit: cover;
`;

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** A moment as every screen writes one, with its zone (the domain's formatDateTime). */
const dateTime = (iso: string) => formatDateTime(iso, readerTimeZone()) ?? '—';
const NOT_GIVEN = '—';

/** Facts as a description list; an empty value reads as a dash. */
function Facts({ items }: { items: readonly [string, ReactNode][] }) {
  return (
    <DetailFacts>
      {items.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value === '' || value === null || value === undefined ? NOT_GIVEN : value}</dd>
        </Fragment>
      ))}
    </DetailFacts>
  );
}

/** An address of the five fields, or an older designer's single line. */
function addressText(address: unknown): string {
  if (typeof address === 'string') return address;
  if (typeof address !== 'object' || address === null) return '';
  const parts = address as Record<string, unknown>;
  return ['primaryAddress', 'city', 'state', 'pincode', 'country']
    .map((key) => parts[key])
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(', ');
}

/** A saved site address as a link; the form keeps them without their scheme. */
function SiteLink({ href }: { href: string }) {
  if (!href) return NOT_GIVEN;
  // The domain's site rule (http(s) only); a value stored before it held is shown, unlinked.
  const url = siteUrlOf(href);
  if (!url) return href;
  return (
    <Link href={url.href} target="_blank" rel="noreferrer">
      {href}
    </Link>
  );
}

/** 'past_due' → 'Past due'. */
function subscriptionLabel(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The payment account as the banner reads it: a login link means it is set up. */
function paymentStatus(detail: DesignerDetail): string {
  if (!detail.payment) return 'Not set up';
  return detail.payment.loginLink ? 'Set up' : 'Started, not finished';
}

/** The lists of a designer's things, each filtered to the designer. */
function activityLinks(detail: DesignerDetail) {
  const filter = `?designerId=${encodeURIComponent(detail._id)}`;
  return [
    { label: 'Products', count: detail.counts.products, href: routePath('view-products') },
    { label: 'Looks', count: detail.counts.looks, href: routePath('look/view-looks') },
    { label: 'Events', count: detail.counts.events, href: routePath('event/view-events') },
    { label: 'Orders', count: detail.counts.orders, href: routePath('orders') },
  ].map((link) => ({ ...link, href: `${link.href}${filter}` }));
}

type Dialog = 'approve' | 'reconsider' | 'reject' | 'suspend' | 'reactivate' | null;

/**
 * One designer (designer/designer-detail/:user_id), for admin and staff: the profile, the
 * brand, the addresses, the application with approve and reject (with a reason), a
 * rejection reconsidered (approved after all) and who decided when, the payment account, the subscription and commission, and how many
 * products, looks, events and orders it has, each linked to its list filtered to it. The
 * admin edits, suspends and reactivates the account.
 */
export function DesignerDetailScreen() {
  const { user_id: id } = useParams();
  const isAdmin = useIsAdmin();
  const history = useHistoryActions('designers', id);
  const [dialog, setDialog] = useState<Dialog>(null);
  return (
    <ResourceDetailPage
      query={useDesignerDetail(id)}
      list={LIST}
      title={designerName}
      status={(detail) => detail.application.status}
      actions={(detail) =>
        isAdmin
          ? {
              primaryAction: {
                label: 'Edit',
                href: designers.paths.edit(detail._id),
                icon: 'pencil',
              },
              secondaryActions: [
                detail.status === 'suspended'
                  ? { label: 'Reactivate', onClick: () => setDialog('reactivate') }
                  : { label: 'Suspend', onClick: () => setDialog('suspend') },
                ...history,
              ],
            }
          : {}
      }
    >
      {(detail) => <DesignerSections detail={detail} dialog={dialog} onDialog={setDialog} />}
    </ResourceDetailPage>
  );
}

function DesignerSections({
  detail,
  dialog,
  onDialog,
}: {
  detail: DesignerDetail;
  dialog: Dialog;
  onDialog: (dialog: Dialog) => void;
}) {
  const toast = useToast();
  const decide = useDecideApplication();
  const accountStatus = useDesignerAccountStatus(detail._id);
  const brand = detail.designer;
  const name = designerName(detail);
  const { application } = detail;

  const approve = async (reconsider: boolean) => {
    try {
      await decide.mutateAsync({ id: detail._id, decision: { to: 'approved', reconsider } });
      toast.success(`${name} approved`);
    } catch (error) {
      toast.error(failureMessage(error));
    }
    onDialog(null);
  };
  const reject = async (reason: string) => {
    try {
      await decide.mutateAsync({ id: detail._id, decision: { to: 'rejected', reason } });
      toast.success(`${name} rejected`);
    } catch (error) {
      toast.error(failureMessage(error));
    }
    onDialog(null);
  };
  const setStatus = async (action: 'suspend' | 'reactivate') => {
    try {
      await accountStatus.mutateAsync(action);
      toast.success(action === 'suspend' ? `${name} suspended` : `${name} reactivated`);
    } catch (error) {
      toast.error(failureMessage(error));
    }
    onDialog(null);
  };

  return (
    <>
      <StyledSections>
        <DetailSection title="Application">
          <Facts
            items={[
              ['Status', <StatusBadge key="status" status={application.status} />],
              [
                'Decided',
                application.decidedAt
                  ? `${dateTime(application.decidedAt)}${
                      application.decidedBy ? ` by ${application.decidedBy.fullName}` : ''
                    }`
                  : application.status === 'pending'
                    ? 'Waiting for a decision'
                    : '',
              ],
              ...(application.rejectionReason
                ? ([['Reason', application.rejectionReason]] as [string, ReactNode][])
                : []),
            ]}
          />
          {application.status === 'pending' ? (
            <StyledActions>
              <Button onClick={() => onDialog('approve')}>Approve</Button>
              <Button variant="danger" onClick={() => onDialog('reject')}>
                Reject
              </Button>
            </StyledActions>
          ) : application.status === 'rejected' ? (
            <StyledActions>
              <Button variant="secondary" onClick={() => onDialog('reconsider')}>
                Reconsider
              </Button>
            </StyledActions>
          ) : null}
        </DetailSection>
        <DetailSection title="Account">
          <Facts
            items={[
              ['Name', detail.fullName],
              ['Contact', [detail.firstName, detail.lastName].filter(Boolean).join(' ')],
              ['E-mail', detail.email],
              ['Mobile number', detail.mobileNumber],
              ['Enquiry e-mail', brand?.enquiry?.email],
              ['Enquiry mobile', brand?.enquiry?.mobileNumber],
              ['Joined', dateTime(detail.createdAt)],
              [
                'Account',
                <StatusBadge
                  key="account"
                  status={detail.status}
                  tones={{ suspended: 'danger' }}
                />,
              ],
              ['E-mail verified', detail.emailVerified ? 'Yes' : 'No'],
            ]}
          />
        </DetailSection>
        <DetailSection title="Brand">
          {brand?.brandLogo ? (
            <StyledLogo src={uploadedImageSrc(brand.brandLogo)} alt={`${name} logo`} />
          ) : null}
          <Facts
            items={[
              ['Brand', brand?.brandName],
              ['Website', <SiteLink key="website" href={brand?.website ?? ''} />],
              ['Instagram', <SiteLink key="instagram" href={brand?.instagram ?? ''} />],
              ['Facebook', <SiteLink key="facebook" href={brand?.facebook ?? ''} />],
              ['About', detail.about],
              ['Identification', brand?.identification],
              ['Business telephone', brand?.businessTelephone],
              ['Tax resale number', brand?.taxResaleNumber],
            ]}
          />
        </DetailSection>
        <DetailSection title="Addresses">
          <Facts
            items={[
              ['Address', addressText(brand?.address)],
              [
                'Return address',
                brand?.returnAddressIsSame
                  ? addressText(brand.address) && 'The same as the address'
                  : addressText(brand?.returnAddress),
              ],
            ]}
          />
        </DetailSection>
        <DetailSection title="Payments and subscription">
          <Facts
            items={[
              ['Payment account', paymentStatus(detail)],
              ['Commission', `${brand?.commission ?? 0}%`],
              [
                'Subscription amount',
                brand?.subscriptionAmount
                  ? `${money.format(brand.subscriptionAmount)} a month`
                  : 'None',
              ],
              [
                'Subscription',
                brand?.subscription ? (
                  <StatusBadge
                    key="subscription"
                    status={brand.subscription.status}
                    label={subscriptionLabel(brand.subscription.status)}
                  />
                ) : (
                  'None'
                ),
              ],
              ...(brand?.subscription?.currentPeriodEnd
                ? ([['Current period ends', dateTime(brand.subscription.currentPeriodEnd)]] as [
                    string,
                    ReactNode,
                  ][])
                : []),
            ]}
          />
        </DetailSection>
        <DetailSection title="Activity">
          {/* Each list filtered to this designer; events and orders may still be coming. */}
          <StyledActivity aria-label={`Activity of ${name}`}>
            {activityLinks(detail).map((link) => (
              <li key={link.label}>
                <Link href={link.href} linkComponent={RouterLink}>
                  {`${link.label} (${link.count})`}
                </Link>
              </li>
            ))}
          </StyledActivity>
        </DetailSection>
      </StyledSections>
      <ApproveDialog
        open={dialog === 'approve' || dialog === 'reconsider'}
        subject={name}
        busy={decide.isPending}
        reconsidering={dialog === 'reconsider'}
        onCancel={() => onDialog(null)}
        onApprove={() => void approve(dialog === 'reconsider')}
      />
      {dialog === 'reject' ? (
        <RejectDialog
          open
          subject={name}
          busy={decide.isPending}
          onCancel={() => onDialog(null)}
          onReject={(reason) => void reject(reason)}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'suspend'}
        title={`Suspend ${name}?`}
        confirmLabel="Suspend"
        destructive
        busy={accountStatus.isPending}
        onCancel={() => onDialog(null)}
        onConfirm={() => void setStatus('suspend')}
      >
        {name} cannot sign in while suspended, and every open session ends now.
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'reactivate'}
        title={`Reactivate ${name}?`}
        confirmLabel="Reactivate"
        busy={accountStatus.isPending}
        onCancel={() => onDialog(null)}
        onConfirm={() => void setStatus('reactivate')}
      >
        {name} can sign in again.
      </ConfirmDialog>
    </>
  );
}

export { DesignerDetailScreen as Screen };
