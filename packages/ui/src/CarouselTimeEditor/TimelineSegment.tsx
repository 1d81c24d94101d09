import { formatMoment } from '@runway-live/domain';
import type { CarouselSegment, SegmentEdge } from './carouselTimeEditorModel';
import { StyledEdge, StyledSegment, StyledSegmentButton } from './CarouselTimeEditor.styles';
import { timelineSlider, type TimelineScale } from './timelineSlider';

type TimelineSegmentProps = {
  segment: CarouselSegment;
  /** The product's name. */
  name: string;
  selected: boolean;
  /** Preview shows this segment's product now. */
  highlighted: boolean;
  /** A second's place along the track, as a CSS percentage. */
  percent: (sec: number) => string;
  scale: TimelineScale;
  dragProps: (edge: SegmentEdge) => object;
  onEdge: (edge: SegmentEdge, sec: number) => void;
  /** An edge took focus. */
  onSelect: () => void;
  /** The segment was pressed. */
  onChoose: () => void;
};

/** A segment on its lane: a button that selects it between two sliders for its edges. */
export function TimelineSegment({
  segment,
  name,
  selected,
  highlighted,
  percent,
  scale,
  dragProps,
  onEdge,
  onSelect,
  onChoose,
}: TimelineSegmentProps) {
  const edge = (which: SegmentEdge, value: number) => (
    <StyledEdge
      $edge={which}
      {...timelineSlider(scale, value, `${which === 'start' ? 'Start' : 'End'} of ${name}`, (sec) =>
        onEdge(which, sec),
      )}
      {...dragProps(which)}
      onFocus={onSelect}
    />
  );
  return (
    <StyledSegment
      $selected={selected}
      $onScreen={highlighted}
      style={{
        left: percent(segment.startSec),
        width: `calc(${percent(segment.endSec)} - ${percent(segment.startSec)})`,
      }}
    >
      {edge('start', segment.startSec)}
      <StyledSegmentButton
        type="button"
        aria-pressed={selected}
        aria-label={`${name}, ${formatMoment(segment.startSec)} to ${formatMoment(segment.endSec)}`}
        disabled={scale.disabled}
        onClick={onChoose}
      >
        {formatMoment(segment.startSec)}
      </StyledSegmentButton>
      {edge('end', segment.endSec)}
    </StyledSegment>
  );
}
