import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { groupLines, headingLines, type UploaderLine } from './importReport';
import { StyledLine, StyledLines, StyledScroller } from './UploaderSheet.styles';

/** The list's height cap: taller lists scroll, and only the lines in view are in the DOM. */
const VIEWPORT_PX = 320;
const LINE_ESTIMATE_PX = 37;

export type ImportLinesProps = { lines: readonly UploaderLine[]; label: string };

/**
 * The validation lines, virtualised: a 5 000-line sheet renders a screenful of rows,
 * so opening and scrolling it stay smooth.
 */
export function ImportLines({ lines, label }: ImportLinesProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const groups = useMemo(() => groupLines(lines), [lines]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: groups.length,
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
          const group = groups[row.index]!;
          const where = headingLines(group);
          return (
            <StyledLine
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              aria-setsize={groups.length}
              aria-posinset={row.index + 1}
              $type={group.errorType}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <strong>{where ? `${group.errorType} · ${where}` : group.errorType}</strong>
              <span>
                {group.message}
                {group.value === undefined ? null : <> (found “{group.value}”)</>}
              </span>
            </StyledLine>
          );
        })}
      </StyledLines>
    </StyledScroller>
  );
}
