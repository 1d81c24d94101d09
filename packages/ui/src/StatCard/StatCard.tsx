import { ArrowRight, Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { Link } from '../Link/Link';
import type { LinkComponent } from '../Link/linkComponent';
import { Skeleton } from '../Skeleton/Skeleton';
import { tokens } from '../theme/tokens';
import {
  StyledDelta,
  StyledError,
  StyledFooter,
  StyledHead,
  StyledHint,
  StyledLabel,
  StyledStatCard,
  StyledValue,
  type StatTrend,
} from './StatCard.styles';

export type StatCardProps = {
  /** What the figure counts ('Designers', 'Orders this month'); names the card. */
  label: string;
  /** The figure, formatted by the app. */
  value?: ReactNode;
  icon?: IconName;
  /** A change, in words that carry their own sign ('+12% on last month'): never colour alone. */
  delta?: { text: string; trend: StatTrend };
  /** A quiet line under the figure. */
  hint?: ReactNode;
  /** A way to the list behind the figure ('View all'). */
  link?: { label: string; href: string };
  linkComponent?: LinkComponent;
  /** The figure is on its way: a placeholder, and the card says it is busy. */
  loading?: boolean;
  /** The figure could not be read: this message instead of it. */
  error?: string;
  /** The heading level that fits the page's outline (the page title is the h1). */
  headingLevel?: 2 | 3;
  className?: string;
};

const TREND_ICONS = { up: TrendingUp, down: TrendingDown, neutral: Minus } as const;

/**
 * A dashboard figure: its label, the figure, an optional change and hint, and a link to
 * what it counts. It fills its grid cell's height, so cards in a row line up (StatGrid).
 */
export function StatCard({
  label,
  value,
  icon,
  delta,
  hint,
  link,
  linkComponent,
  loading = false,
  error,
  headingLevel = 2,
  className,
}: StatCardProps) {
  const labelId = useId();
  const TrendIcon = delta ? TREND_ICONS[delta.trend] : null;
  let figure: ReactNode;
  if (loading) {
    figure = <Skeleton shape="block" width="40%" height={tokens.size.controlSm} />;
  } else if (error) {
    figure = <StyledError>{error}</StyledError>;
  } else {
    figure = (
      <>
        <StyledValue>{value}</StyledValue>
        {delta && TrendIcon ? (
          <StyledDelta $trend={delta.trend}>
            <TrendIcon aria-hidden />
            {delta.text}
          </StyledDelta>
        ) : null}
      </>
    );
  }
  return (
    <StyledStatCard
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
      className={className}
    >
      <StyledHead>
        <StyledLabel as={`h${headingLevel}`} id={labelId}>
          {label}
        </StyledLabel>
        {icon ? <Icon name={icon} /> : null}
      </StyledHead>
      {figure}
      {hint ? <StyledHint>{hint}</StyledHint> : null}
      {link ? (
        <StyledFooter>
          <Link
            href={link.href}
            linkComponent={linkComponent}
            icon={<ArrowRight aria-hidden />}
            // Several cards say "View all": the card's label tells them apart.
            aria-describedby={labelId}
          >
            {link.label}
          </Link>
        </StyledFooter>
      ) : null}
    </StyledStatCard>
  );
}
