import { ChevronRight } from 'lucide-react';
import { Link } from '../Link/Link';
import type { LinkComponent } from '../Link/linkComponent';
import {
  StyledCrumb,
  StyledCurrent,
  StyledEllipsis,
  StyledList,
  StyledNav,
  StyledSeparator,
} from './Breadcrumbs.styles';

/** One step of the trail: a page above the current one, or the current page (last). */
export type BreadcrumbItem = { label: string; path: string };

export type BreadcrumbsProps = {
  /** From the top of the trail to the current page, which is the last item. */
  items: readonly BreadcrumbItem[];
  linkComponent?: LinkComponent;
  className?: string;
};

/**
 * Where the page sits: an ordered list of links in a "Breadcrumb" navigation landmark,
 * the last one the current page. On a narrow box only the parent and the current page
 * stay (the rest fold into an ellipsis), and long labels are cut with one, so the trail
 * never scrolls sideways.
 */
export function Breadcrumbs({ items, linkComponent, className }: BreadcrumbsProps) {
  const last = items.length - 1;
  // Everything before the parent folds away on a narrow box.
  const foldsBefore = last - 1;
  return (
    <StyledNav aria-label="Breadcrumb" className={className}>
      <StyledList>
        {items.map((item, index) => (
          <StyledCrumb key={item.path} $folds={index < foldsBefore}>
            {index === foldsBefore && foldsBefore > 0 ? (
              <StyledEllipsis aria-hidden>
                …<StyledSeparator as={ChevronRight} aria-hidden />
              </StyledEllipsis>
            ) : null}
            {index === last ? (
              <StyledCurrent
                as={Link}
                href={item.path}
                linkComponent={linkComponent}
                tone="inherit"
                aria-current="page"
              >
                {item.label}
              </StyledCurrent>
            ) : (
              <>
                <Link href={item.path} linkComponent={linkComponent}>
                  {item.label}
                </Link>
                <StyledSeparator as={ChevronRight} aria-hidden />
              </>
            )}
          </StyledCrumb>
        ))}
      </StyledList>
    </StyledNav>
  );
}
