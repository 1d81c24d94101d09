import {
  Breadcrumbs,
  PageHeader,
  tokens,
  type BreadcrumbItem,
  type PageAction,
} from '@runway-live/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { RouterLink } from './RouterLink';
import { useDocumentTitle } from './useDocumentTitle';

/** The dashboard, the top of every trail. */
export const DASHBOARD_CRUMB: BreadcrumbItem = { label: 'Dashboard', path: '/dashboard' };

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
`;

export type PageProps = {
  /** The h1, and the tab's title ('Dashboard · Runway Live'). */
  title: string;
  /** The pages above this one, from the dashboard; the current page is added last. */
  parents?: readonly BreadcrumbItem[];
  description?: ReactNode;
  primaryAction?: PageAction;
  secondaryActions?: readonly PageAction[];
  children?: ReactNode;
};

// The frame's gap spaces the header from the first block: the header's own margin goes.
const StyledHeader = styled(PageHeader)`
  margin-bottom: 0;
`;

/**
 * The frame of every signed-in page: the design system's PageHeader (breadcrumb, the one
 * title style, actions) wired to the router, the document title, and the page's blocks
 * under it on one spacing scale.
 */
export function Page({
  title,
  parents,
  description,
  primaryAction,
  secondaryActions,
  children,
}: PageProps) {
  useDocumentTitle(title);
  const { pathname } = useLocation();
  return (
    <StyledPage>
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
        primaryAction={primaryAction}
        secondaryActions={secondaryActions}
        linkComponent={RouterLink}
      />
      {children}
    </StyledPage>
  );
}
