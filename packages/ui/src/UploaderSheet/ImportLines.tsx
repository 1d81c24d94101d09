import type { ImportMessage } from '@runway-live/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { StyledLine, StyledLines, StyledScroller } from './UploaderSheet.styles';

/** The list's height cap: taller lists scroll, and only the lines in view are in the DOM. */
const VIEWPORT_PX = 320;
const LINE_ESTIMATE_PX = 37;

export type ImportLinesProps = { lines: readonly ImportMessage[]; label: string };

/**
 * The validation lines, virtualised: a 5 000-line sheet renders a screenful of rows,
 * so opening and scrolling it stay smooth.
 */
export function ImportLines({ lines, label }: ImportLinesProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => LINE_ESTIMATE_PX,
    overscan: 8,
  });
  const total = virtualizer.getTotalSize();

  return (
    <StyledScroller
      ref={scrollerRef}
      // Scrollable by keyboard: the list itself holds no focusable element.
      tabIndex={0}
      role="region"
      aria-label={label}
      style={{ height: Math.min(total, VIEWPORT_PX) }}
    >
      <StyledLines style={{ height: total }}>
        {virtualizer.getVirtualItems().map((row) => {
          const line = lines[row.index]!;
          return (
            <StyledLine
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              aria-setsize={lines.length}
              aria-posinset={row.index + 1}
              $type={line.errorType}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <strong>
                {line.errorType} · line {line.lineNumber}
              </strong>
              <span>{line.message}</span>
            </StyledLine>
          );
        })}
      </StyledLines>
    </StyledScroller>
  );
}
