import { forwardRef, type ReactNode } from 'react';
import { Card, type CardProps } from '../Card/Card';
import { ProgressBar, clampPercent } from '../ProgressBar/ProgressBar';

export type WizardCardProps = Omit<CardProps, 'width'> & {
  /** Step index / step count as a percentage (spec section 4). */
  progress: number;
  progressLabel?: string;
  children?: ReactNode;
};

/** The register wizard's card: narrower at 0 % and 100 %, with the bar shown when non-zero. */
export const WizardCard = forwardRef<HTMLElement, WizardCardProps>(function WizardCard(
  { progress, progressLabel = 'Progress', children, ...rest },
  ref,
) {
  const percent = clampPercent(progress);
  const atAnEnd = percent === 0 || percent === 100;
  return (
    <Card
      ref={ref}
      width={atAnEnd ? 'narrow' : 'regular'}
      data-width={atAnEnd ? 'narrow' : 'regular'}
      {...rest}
    >
      <ProgressBar value={percent} label={progressLabel} />
      {children}
    </Card>
  );
});
