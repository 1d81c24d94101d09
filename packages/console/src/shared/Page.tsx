import { DASHBOARD_PATH } from '@runway-live/domain/access';
import {
  Breadcrumbs,
  PageHeader,
  tokens,
  type BreadcrumbItem,
  type PageAction,
} from '@runway-live/ui';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { styled } from 'styled-components';
import { RouterLink } from './RouterLink';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * A page's blocks (cards, sections, tables) one under another, spaced as the page spaces
 * its own; min-width lets a wide block (a table, the variant grid) scroll in its box
 * instead of widening the page.
 */
export const PageBlocks = styled.div`
  display: grid;
  gap: ${tokens.space[5]};
  min-width: 0;
`;

/**
 * A page's blocks side by side where they fit (each at least `$columnMin`, 22rem by
 * default), one under another on a phone.
 */
export const PageColumns = styled.div<{ $columnMin?: string }>`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, ${(props) => props.$columnMin ?? '22rem'}), 1fr)
  );
  gap: ${tokens.space[5]};
  align-items: start;
  min-width: 0;
`;

/** The dashboard, the top of every trail. */
export const DASHBOARD_CRUMB: BreadcrumbItem = { label: 'Dashboard', path: DASHBOARD_PATH };

// The shell's main already pads the page: the frame adds no padding of its own, only the
// one gap between the blocks under the header, so every page starts and spaces alike.
const StyledPage = styled.div`
  display: grid;
  gap: ${tokens.space[5]};
  width: 100%;
  max-width: ${tokens.size.page};
  margin-inline: auto;

  /* Grid items may shrink below their content's width: a wide table scrolls in its box. */
  & > * {
    min-width: 0;
  }

  /* The heading takes focus after a navigation to be read out, not to be pressed. */
  h1:focus {
    outline: none;
  }
`;

export type PageProps = {
  /** The h1, and the tab's title ('Dashboard · Runway Live'). */
  title: string;
  /** The pages above this one, from the dashboard; the current page is added last. */
  parents?: readonly BreadcrumbItem[];
  description?: ReactNode;
  /** Beside the title: a status badge, a count. */
  meta?: ReactNode;
  primaryAction?: PageAction;
  secondaryActions?: readonly PageAction[];
  children?: ReactNode;
};

// The frame's gap spaces the header from the first block: the header's own margin goes.
const StyledHeader = styled(PageHeader)`
  margin-bottom: 0;
`;

/**
 * After a navigation, focus goes to the new page's heading, so a screen reader says where
 * the person is and Tab starts from the page. The page a person lands on (the router's
 * first entry, key 'default') keeps the browser's own start; a page that focused one of
 * its fields (autofocus) keeps it.
 */
function useHeadingFocus(frame: RefObject<HTMLElement | null>, location: Location) {
  useEffect(() => {
    if (location.key === 'default') return;
    // A field the page focused (autofocus) keeps focus; a link or button that was pressed
    // to get here does not.
    const active = document.activeElement;
    if (active?.matches('input, textarea, select') && frame.current?.contains(active)) return;
    const heading = frame.current?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [frame, location.key]);
}

/**
 * The frame of every signed-in page: the design system's PageHeader (breadcrumb, the one
 * title style, actions) wired to the router, the document title, and the page's blocks
 * under it on one spacing scale.
 */
export function Page({
  title,
  parents,
  description,
  meta,
  primaryAction,
  secondaryActions,
  children,
}: PageProps) {
  useDocumentTitle(title);
  const location = useLocation();
  const { pathname } = location;
  const frame = useRef<HTMLDivElement>(null);
  useHeadingFocus(frame, location);
  return (
    <StyledPage ref={frame}>
      <StyledHeader
        title={title}
        breadcrumbs={
          parents?.length ? (
            <Breadcrumbs
              items={[...parents, { label: title, path: pathname }]}
              linkComponent={RouterLink}
            />
          ) : undefined
        }
        description={description}
        meta={meta}
        primaryAction={primaryAction}
        secondaryActions={secondaryActions}
        linkComponent={RouterLink}
      />
      {children}
    </StyledPage>
  );
}
