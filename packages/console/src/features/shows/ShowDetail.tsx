import type { ListPage } from '@runway-live/domain/api';
import { Link, tokens, type IconName, type PageAction } from '@runway-live/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { uploadedImageSrc } from '../../api/uploads';
import { DASHBOARD_CRUMB } from '../../shared/Page';
import { RouterLink } from '../../shared/RouterLink';
import { DetailFacts } from '../../resources/DetailFacts';
import { MissingPage } from '../../resources/DetailGate';
import {
  DetailSection,
  RelatedList,
  ResourceDetailPage,
  type RelatedListProps,
} from '../../resources/ResourceDetailPage';
import { Thumbnail } from '../../resources/Thumbnail';
import { isId } from '../../resources/routeIds';
import { durationText, startText } from './showText';

/** What every show's page reads of it, an event's or a web event's. */
export type ShowBase = {
  _id: string;
  title: string;
  description: string;
  coverImage: string;
  status: string;
  scheduledAt: string | null;
  timeZone: string;
  durationMinutes: number;
  streamUrl: string;
  replayUrl: string;
  chatEnabled: boolean;
};

/** A kind of show's list page, for the trail and the not-found state. */
export type ShowList = { title: string; path: string };

/** The sections below the overview: side by side on a wide screen, one column on a phone. */
export const ShowSections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${tokens.space[5]};
`;

/** A muted line of text inside a section. */
export const ShowNote = styled.p`
  margin: 0 0 ${tokens.space[3]};
  color: ${tokens.color.textMuted};
`;

const StyledCover = styled.img`
  width: 100%;
  max-height: 16rem;
  margin-bottom: ${tokens.space[3]};
  border-radius: ${tokens.radius[2]};
  object-fit: cover;
`;

const StyledRow = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
  align-items: center;
`;

/**
 * A show's page (event/event-detail/:event_id, web-event/event-detail/:event_id): the show
 * read from the route's id, its header (title, status, Edit and the kind's own actions)
 * and the sections the kind lays out. An id that is not one is not found, as an unknown one.
 */
export function ShowDetailScreen<Show extends ShowBase>({
  resource,
  list,
  secondaryActions,
  children,
}: {
  resource: {
    useDetail: (id: string | undefined) => UseQueryResult<Show>;
    paths: { edit: (id: string) => string };
  };
  list: ShowList;
  secondaryActions?: (show: Show) => PageAction[];
  children: (show: Show) => ReactNode;
}) {
  const { event_id: showId } = useParams();
  const valid = isId(showId) && showId !== undefined;
  const query = resource.useDetail(valid ? showId : undefined);
  if (!valid) return <MissingPage list={list} />;
  return (
    <ResourceDetailPage
      query={query}
      list={list}
      parents={[DASHBOARD_CRUMB, { label: list.title, path: list.path }]}
      title={(show) => show.title}
      status={(show) => show.status}
      actions={(show) => ({
        primaryAction: { label: 'Edit', href: resource.paths.edit(show._id), icon: 'pencil' },
        secondaryActions: secondaryActions?.(show),
      })}
    >
      {children}
    </ResourceDetailPage>
  );
}

/** A fact of the overview: its term and what it says. */
export function ShowFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * A show's overview: its cover, what the kind puts first (`lead`: an event's countdown),
 * then its facts: the kind's first ones, the start in the zone it was entered in and the
 * duration, the kind's own, the stream and the replay, the kind's video facts, the chat and
 * the description.
 */
export function ShowOverview({
  show,
  lead,
  first,
  afterWhen,
  afterVideo,
}: {
  show: ShowBase;
  lead?: ReactNode;
  first?: ReactNode;
  afterWhen?: ReactNode;
  afterVideo?: ReactNode;
}) {
  return (
    <DetailSection title="Overview">
      {show.coverImage ? (
        <StyledCover src={uploadedImageSrc(show.coverImage)} alt={`Cover of ${show.title}`} />
      ) : null}
      {lead}
      <DetailFacts>
        {first}
        <ShowFact term="Starts">{startText(show)}</ShowFact>
        <ShowFact term="Duration">{durationText(show.durationMinutes)}</ShowFact>
        {afterWhen}
        <ShowFact term="Stream">{show.streamUrl || 'Not set yet'}</ShowFact>
        <ShowFact term="Replay">{show.replayUrl || 'Not set yet'}</ShowFact>
        {afterVideo}
        <ShowFact term="Chat">{show.chatEnabled ? 'On' : 'Off'}</ShowFact>
        {show.description ? <ShowFact term="Description">{show.description}</ShowFact> : null}
      </DetailFacts>
    </DetailSection>
  );
}

/** One item of a show's list on its page, as the row shows it. */
export type ShowItemRow = {
  image: string | undefined;
  icon: IconName;
  name: string;
  /** The item's form, opened in the show's context. */
  href: string;
  /** What the row says after the name (a web product's price). */
  extra?: ReactNode;
};

/** How many of a show's products or looks its page shows before 'All …'. */
const SHOWN = '8';

/**
 * A list of the show's own (its products, an event's looks): the first page of them, each
 * with its thumbnail and a link to its form, and 'All …' when there are more; what the
 * kind adds below (`children`: a web event's 'Add a product'). The kind names its items
 * (`noun`), the resource and filter that list them, and how one reads as a row.
 */
export function ShowItemsSection<Item extends { _id: string }>({
  show,
  noun,
  title,
  list,
  filter,
  empty = {
    title: `No ${noun} in this show yet`,
    description: `Add your ${noun} to the show from its form.`,
  },
  row,
  all,
  children,
}: {
  show: Pick<ShowBase, 'title'>;
  /** What the items are, in the plural ('products', 'looks'). */
  noun: string;
  title: string;
  list: {
    useList: (query: Record<string, string>) => UseQueryResult<ListPage<Item>>;
  };
  /** The list's filter that picks the show's own ({ eventId }, { webEventId }). */
  filter: Record<string, string>;
  empty?: RelatedListProps<Item>['empty'];
  row: (item: Item) => ShowItemRow;
  /** The page of all of them, when there is one (a designer has no coupon list). */
  all?: string | undefined;
  children?: ReactNode;
}) {
  const query = list.useList({ ...filter, limit: SHOWN });
  return (
    <DetailSection title={title}>
      <RelatedList
        query={query}
        label={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} of ${show.title}`}
        empty={empty}
        item={(item) => {
          const { image, icon, name, href, extra } = row(item);
          return (
            <StyledRow>
              <Thumbnail image={image} icon={icon} />
              <Link href={href} linkComponent={RouterLink}>
                {name}
              </Link>
              {extra}
            </StyledRow>
          );
        }}
        all={all ? { href: all, label: (total) => `All ${total} ${noun}` } : undefined}
      />
      {children}
    </DetailSection>
  );
}

/** The way to a show's carousel times, with what they do for its viewers. */
export function ShowCarouselTimesSection({ href, purpose }: { href: string; purpose: string }) {
  return (
    <DetailSection title="Carousel times">
      <ShowNote>{purpose}</ShowNote>
      <Link href={href} linkComponent={RouterLink}>
        Edit the carousel times
      </Link>
    </DetailSection>
  );
}
