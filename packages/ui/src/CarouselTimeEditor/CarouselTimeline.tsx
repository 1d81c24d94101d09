import { formatMoment } from '@runway-live/domain';
import type { RefObject } from 'react';
import type { CarouselLane, CarouselSegment, SegmentEdge } from './carouselTimeEditorModel';
import {
  StyledLane,
  StyledLaneName,
  StyledLanes,
  StyledLaneTrack,
  StyledPlayhead,
  StyledPlayheadArea,
  StyledScale,
} from './CarouselTimeEditor.styles';
import { TimelineSegment } from './TimelineSegment';
import { timelineSlider, type TimelineScale } from './timelineSlider';
import type { DragTarget } from './useTimelineDrag';

type CarouselTimelineProps = {
  /** The timeline's accessible name. */
  label: string;
  lanes: readonly CarouselLane[];
  segments: readonly CarouselSegment[];
  /** The selected segment's place in the list. */
  current: number | null;
  /** The segment Preview highlights, or -1. */
  highlighted: number;
  currentTime: number;
  scale: TimelineScale;
  trackRef: RefObject<HTMLDivElement | null>;
  secondAt: (clientX: number) => number;
  dragProps: (index: number, edge: DragTarget) => object;
  onSeek: (sec: number) => void;
  setEdge: (index: number, edge: SegmentEdge, sec: number) => void;
  /** A segment's edge took focus. */
  onSelect: (index: number) => void;
  /** A segment was pressed. */
  onChoose: (index: number) => void;
};

/** One lane per product with its segments over the video's length, and the playhead across. */
export function CarouselTimeline({
  label,
  lanes,
  segments,
  current,
  highlighted,
  currentTime,
  scale,
  trackRef,
  secondAt,
  dragProps,
  onSeek,
  setEdge,
  onSelect,
  onChoose,
}: CarouselTimelineProps) {
  const { end, disabled, helpId } = scale;
  const percent = (sec: number) => `${(Math.min(Math.max(sec, 0), end) / end) * 100}%`;
  return (
    <StyledLanes role="group" aria-label={label}>
      <StyledPlayheadArea
        ref={trackRef}
        style={{ gridRow: `1 / span ${Math.max(1, lanes.length)}` }}
      >
        <StyledPlayhead
          {...timelineSlider(scale, currentTime, 'Playhead', (sec) => onSeek(Math.min(sec, end)))}
          {...dragProps(-1, 'playhead')}
          style={{ left: percent(currentTime) }}
        />
      </StyledPlayheadArea>
      {lanes.map((lane, row) => (
        <StyledLane key={lane.productId}>
          <StyledLaneName id={`${helpId}-${lane.productId}`} style={{ gridRow: row + 1 }}>
            {lane.name}
          </StyledLaneName>
          <StyledLaneTrack
            style={{ gridRow: row + 1 }}
            role="group"
            aria-labelledby={`${helpId}-${lane.productId}`}
            onPointerDown={(event) => {
              if (disabled || event.target !== event.currentTarget) return;
              onSeek(secondAt(event.clientX));
            }}
          >
            {lane.segments.map((index) => (
              <TimelineSegment
                // By place: an edit never reorders the list, and a moved edge keeps its focus.
                key={index}
                segment={segments[index]!}
                name={lane.name}
                selected={index === current}
                highlighted={index === highlighted}
                percent={percent}
                scale={scale}
                dragProps={(edge) => dragProps(index, edge)}
                onEdge={(edge, sec) => setEdge(index, edge, sec)}
                onSelect={() => onSelect(index)}
                onChoose={() => onChoose(index)}
              />
            ))}
          </StyledLaneTrack>
        </StyledLane>
      ))}
      <StyledScale aria-hidden style={{ gridRow: Math.max(1, lanes.length) + 1 }}>
        <span>{formatMoment(0)}</span>
        <span>{formatMoment(end)}</span>
      </StyledScale>
    </StyledLanes>
  );
}
