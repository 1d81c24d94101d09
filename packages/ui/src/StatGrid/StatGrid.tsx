import type { HTMLAttributes, ReactNode } from 'react';
import { StyledGrid } from './StatGrid.styles';

export type StatGridProps = HTMLAttributes<HTMLDivElement> & { children?: ReactNode };

/** The dashboard's grid of StatCards: equal heights in a row, no sideways scroll. */
export function StatGrid({ children, ...rest }: StatGridProps) {
  return <StyledGrid {...rest}>{children}</StyledGrid>;
}
