import { forwardRef, type HTMLAttributes } from 'react';
import { keyframes, styled } from 'styled-components';
import { tokens } from '../theme/tokens';

export type SkeletonShape = 'text' | 'block' | 'circle';

export type SkeletonProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  shape?: SkeletonShape;
  /** Any CSS length; text lines fill their container by default. */
  width?: string;
  height?: string;
  /** Text lines to draw; the last one is shorter, like a paragraph. */
  lines?: number;
};

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

const StyledBone = styled.span<{ $shape: SkeletonShape; $width?: string; $height?: string }>`
  display: block;
  width: ${({ $width, $shape }) => $width ?? ($shape === 'circle' ? tokens.size.controlMd : '100%')};
  height: ${({ $height, $shape }) =>
    $height ?? ($shape === 'text' ? tokens.fontSize[3] : tokens.size.controlMd)};
  border-radius: ${({ $shape }) =>
    $shape === 'circle'
      ? tokens.radius.round
      : $shape === 'text'
        ? tokens.radius[1]
        : tokens.radius[2]};
  background: linear-gradient(
    90deg,
    ${tokens.color.skeleton} 25%,
    ${tokens.color.skeletonShine} 50%,
    ${tokens.color.skeleton} 75%
  );
  background-size: 400% 100%;
  animation: ${shimmer} ${tokens.motion.shimmer} ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const StyledLines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};

  & > :last-child:not(:first-child) {
    width: 60%;
  }
`;

/**
 * A grey placeholder where content will appear. Hidden from assistive tech: the region
 * that is loading says so (aria-busy), not each bone.
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { shape = 'text', width, height, lines = 1, ...rest },
  ref,
) {
  if (shape === 'text' && lines > 1) {
    return (
      <StyledLines ref={ref} aria-hidden data-skeleton="" {...rest}>
        {Array.from({ length: Math.floor(lines) }, (_, line) => (
          <StyledBone key={line} $shape="text" $width={width} $height={height} />
        ))}
      </StyledLines>
    );
  }
  return (
    <StyledBone
      ref={ref}
      aria-hidden
      data-skeleton=""
      $shape={shape}
      $width={width}
      $height={height}
      {...rest}
    />
  );
});
