import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { tokens } from '../theme/tokens';

export type EmptyStateProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  title: ReactNode;
  /** What the person can do about it. */
  description?: ReactNode;
  /** A decorative icon. */
  icon?: ReactNode;
  /** The next step, e.g. an 'Add product' button. */
  action?: ReactNode;
};

const StyledEmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[7]} ${tokens.space[5]};
  text-align: center;
  color: ${tokens.color.textMuted};

  & > svg {
    width: ${tokens.size.controlMd};
    height: ${tokens.size.controlMd};
  }
`;

const StyledTitle = styled.p`
  margin: 0;
  color: ${tokens.color.text};
  font-family: ${tokens.font.display};
  font-size: ${tokens.fontSize[5]};
`;

const StyledDescription = styled.p`
  margin: 0;
  max-width: ${tokens.size.dialog};
  font-size: ${tokens.fontSize[2]};
`;

/** What a list or page shows when there is nothing in it yet. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, description, icon, action, ...rest },
  ref,
) {
  return (
    <StyledEmptyState ref={ref} {...rest}>
      {icon}
      <StyledTitle>{title}</StyledTitle>
      {description ? <StyledDescription>{description}</StyledDescription> : null}
      {action}
    </StyledEmptyState>
  );
});
