import { Button, ButtonLink, Card, ProgressBar, tokens, visuallyHidden } from '@runway-live/ui';
import { useId } from 'react';
import { styled } from 'styled-components';
import { RouterLink } from '../../shared/RouterLink';
import type { SetupStep } from './setupSteps';

const StyledSummary = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
`;

const StyledSteps = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledStep = styled.li<{ $current: boolean }>`
  display: grid;
  grid-template-columns: 1.5rem minmax(0, 1fr);
  gap: ${tokens.space[3]};
  padding: ${tokens.space[3]};
  border-radius: ${tokens.radius[2]};
  background: ${({ $current }) => ($current ? tokens.color.surfaceMuted : 'transparent')};
`;

/** A dashed ring to do, a filled disc with a tick once done (Polaris' setup guide). */
const StyledMark = styled.span<{ $done: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.5rem;
  height: 1.5rem;
  border: ${tokens.borderWidth[2]} ${({ $done }) => ($done ? 'solid' : 'dashed')}
    ${({ $done }) => ($done ? tokens.color.success : tokens.color.borderStrong)};
  border-radius: ${tokens.radius.round};
  background: ${({ $done }) => ($done ? tokens.color.success : 'transparent')};
  color: ${tokens.color.onAccent};
  font-size: ${tokens.fontSize[1]};
  line-height: 1;
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  min-width: 0;
`;

const StyledTitle = styled.h3<{ $done: boolean }>`
  margin: 0;
  font-size: ${tokens.fontSize[3]};
  font-weight: ${tokens.fontWeight.semibold};
  color: ${({ $done }) => ($done ? tokens.color.textMuted : tokens.color.text)};
  line-height: 1.5rem;
`;

const StyledText = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
`;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

/**
 * A new designer's setup guide on the dashboard: the steps from nothing to a scheduled
 * show, each with its state and the way to do it. The first step still to do is open and
 * its button primary; the others keep a quiet link, so any order works.
 */
export function SetupGuide({
  steps,
  onConnectPayments,
  connecting,
}: {
  steps: readonly SetupStep[];
  onConnectPayments: () => void;
  connecting: boolean;
}) {
  const summaryId = useId();
  const done = steps.filter((step) => step.done).length;
  const current = steps.find((step) => !step.done);
  return (
    <Card title="Setup guide" width="fluid" aria-describedby={summaryId}>
      <StyledSummary id={summaryId}>
        {done} of {steps.length} steps done. Finish them to schedule your first show.
      </StyledSummary>
      <ProgressBar value={(done / steps.length) * 100} label="Setup progress" showAtZero />
      <StyledSteps>
        {steps.map((step) => {
          const isCurrent = step === current;
          const variant = isCurrent ? 'primary' : 'link';
          return (
            <StyledStep
              key={step.key}
              $current={isCurrent}
              aria-current={isCurrent ? 'step' : undefined}
            >
              <StyledMark $done={step.done} aria-hidden="true">
                {step.done ? '✓' : ''}
              </StyledMark>
              <StyledBody>
                <StyledTitle $done={step.done}>
                  {step.title}
                  <StyledHidden>{step.done ? ' (done)' : ' (to do)'}</StyledHidden>
                </StyledTitle>
                <StyledText>{step.text}</StyledText>
                <StyledActions>
                  {step.action.kind === 'link' ? (
                    <ButtonLink
                      href={step.action.href}
                      linkComponent={RouterLink}
                      variant={variant}
                      size="sm"
                    >
                      {step.action.label}
                    </ButtonLink>
                  ) : (
                    <Button
                      variant={variant}
                      size="sm"
                      loading={connecting}
                      onClick={onConnectPayments}
                    >
                      {step.action.label}
                    </Button>
                  )}
                </StyledActions>
              </StyledBody>
            </StyledStep>
          );
        })}
      </StyledSteps>
    </Card>
  );
}
