import { styled } from 'styled-components';
import { Skeleton } from '../Skeleton/Skeleton';
import { media } from '../theme/media';
import { tokens } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';
import { HEADER_OFFSET, SIDE_MENU_WIDTH } from './shellSizes';

// Its own few styles, not the shell's: it is drawn before the shell's code has loaded
// (on the sign-in page's chunk), so it must not bring the shell's styles with it.
const StyledShell = styled.div`
  min-height: 100vh;
  background: ${tokens.color.canvas};
`;

// The page's one heading while it loads: a page without an h1 is an axe finding, and a
// screen reader user who lists the headings hears what is happening.
const StyledHeading = styled.h1`
  ${visuallyHidden}
`;

const StyledBody = styled.div`
  display: flex;
  align-items: flex-start;
`;

const StyledBar = styled.div`
  position: sticky;
  top: 0;
  height: ${HEADER_OFFSET};
  border-bottom: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  background: ${tokens.color.surface};
`;

const StyledMenu = styled.div`
  flex: none;
  display: grid;
  align-content: start;
  gap: ${tokens.space[4]};
  width: ${SIDE_MENU_WIDTH};
  padding: ${tokens.space[5]} ${tokens.space[4]};

  @media ${media.narrow} {
    display: none;
  }
`;

const StyledPage = styled.div`
  flex: 1;
  display: grid;
  gap: ${tokens.space[5]};
  max-width: ${tokens.size.page};
  padding: ${tokens.space[5]} ${tokens.space[6]};

  @media ${media.narrow} {
    padding: ${tokens.space[4]};
  }
`;

export type AppShellSkeletonProps = {
  /** What assistive tech hears while the shell loads. */
  label?: string;
};

/**
 * The shell's outline (header bar, side menu, a page) while its code or the session loads,
 * so a person who has just signed in sees the console arriving instead of a blank page. Its
 * label is also the page's (visually hidden) h1 until the page draws its own.
 */
export function AppShellSkeleton({ label = 'Loading' }: AppShellSkeletonProps) {
  return (
    <>
      <StyledHeading>{label}</StyledHeading>
      <StyledShell role="status" aria-label={label} aria-busy>
        <StyledBar />
        <StyledBody>
          <StyledMenu>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} width="70%" />
            ))}
          </StyledMenu>
          <StyledPage>
            <Skeleton width="14rem" height={tokens.fontSize[6]} />
            <Skeleton shape="block" height="8rem" />
            <Skeleton lines={3} />
          </StyledPage>
        </StyledBody>
      </StyledShell>
    </>
  );
}
