import { formatMoment } from '@runway-live/domain';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Alert } from '../Alert/Alert';
import { CarouselTimeline } from './CarouselTimeline';
import { StyledEditor, StyledHelp, StyledStatus } from './CarouselTimeEditor.styles';
import {
  lanesOf,
  problemOf,
  segmentAt,
  timelineEnd,
  withEdge,
  withSegmentAt,
  type CarouselProduct,
  type CarouselSegment,
  type SegmentEdge,
} from './carouselTimeEditorModel';
import { EditorToolbar } from './EditorToolbar';
import { OnScreenPreview } from './OnScreenPreview';
import { useTimelineDrag } from './useTimelineDrag';

export type CarouselTimeEditorProps = {
  /** The event's products: the ones a segment may show. */
  products: readonly CarouselProduct[];
  /** The list being edited, sorted by start. */
  segments: readonly CarouselSegment[];
  /** The video element's currentTime, in seconds. */
  currentTime: number;
  /** The video element's duration in seconds; null while unknown (a live stream). */
  duration: number | null;
  /** A frame's length for nudging (24 unless told); times are written in seconds. */
  frameRate?: number;
  /** The whole new list, after an edit the rule accepts. */
  onChange: (segments: CarouselSegment[]) => void;
  /** The playhead moved in the timeline: the video should seek there. */
  onSeek: (sec: number) => void;
  /** The timeline's accessible name. */
  label?: string;
  disabled?: boolean;
};

export const CAROUSEL_EDITOR_HELP =
  'Choose a segment, then press I or O to set its start or end at the playhead. On a segment edge or the playhead, the arrow keys move by one frame and Shift with an arrow by one second.';

const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName) || target.isContentEditable);

/**
 * The carousel-time editor: a timeline of the event's products, one lane each, with their
 * segments over the video's length and one playhead across them. Set a segment's start or end from the playhead (buttons, keys I and O),
 * drag or nudge its edges (sliders: arrows a frame, Shift+arrows a second), and see an
 * edit the domain's rule refuses (an overlap, past the video's end) with its message.
 * Preview highlights the product on screen at the current time. Props in, callbacks out:
 * the page owns the video and the list.
 */
export function CarouselTimeEditor({
  products,
  segments,
  currentTime,
  duration,
  frameRate = 24,
  onChange,
  onSeek,
  label = 'Carousel times',
  disabled = false,
}: CarouselTimeEditorProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const [productToAdd, setProductToAdd] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [preview, setPreview] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const helpId = useId();

  const frame = 1 / frameRate;
  const end = timelineEnd(segments, duration, currentTime);
  const nameOf = (productId: string) =>
    products.find((product) => product.id === productId)?.name ?? productId;
  const current = selected !== null && selected < segments.length ? selected : null;
  const standing = problemOf(segments, products, duration);
  const onScreen = segmentAt(segments, currentTime);
  const onScreenProduct =
    onScreen >= 0 ? products.find((p) => p.id === segments[onScreen]!.productId) : undefined;

  /** Hands the list on unless the rule refuses it; a refusal is shown until the next edit. */
  const propose = (next: CarouselSegment[], select: number | null = current) => {
    const problem = problemOf(next, products, duration);
    if (problem !== null && problem !== standing) {
      setRefusal(problem);
      return false;
    }
    setRefusal(null);
    setSelected(select);
    onChange(next);
    return true;
  };

  const setEdge = (index: number, edge: SegmentEdge, sec: number) =>
    propose(withEdge(segments, index, edge, sec), index);

  const setFromPlayhead = (edge: SegmentEdge) => {
    if (current === null) {
      setRefusal('Choose a segment first.');
      return;
    }
    setEdge(current, edge, currentTime);
  };

  const add = () => {
    const productId = productToAdd || products[0]?.id;
    if (!productId) return;
    const { list, index } = withSegmentAt(segments, productId, currentTime, duration);
    propose(list, index);
  };

  const remove = () => {
    if (current === null) return;
    propose(
      segments.filter((_, at) => at !== current),
      null,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) {
      return;
    }
    const key = event.key.toLowerCase();
    if (key === 'i' || key === 'o') {
      event.preventDefault();
      setFromPlayhead(key === 'i' ? 'start' : 'end');
    }
  };

  const secondAt = (clientX: number) => {
    const rect = trackRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return 0;
    return (Math.min(Math.max(clientX - rect.left, 0), rect.width) / rect.width) * end;
  };

  const dragProps = useTimelineDrag({
    trackRef,
    secondAt,
    onSeek,
    setEdge,
    onSelect: setSelected,
    disabled,
  });

  const selectedSegment = current !== null ? segments[current] : undefined;

  return (
    <StyledEditor onKeyDown={onKeyDown}>
      <EditorToolbar
        products={products}
        productToAdd={productToAdd}
        onProductToAdd={setProductToAdd}
        onAdd={add}
        onSetStart={() => setFromPlayhead('start')}
        onSetEnd={() => setFromPlayhead('end')}
        onRemove={remove}
        hasSelection={current !== null}
        preview={preview}
        onPreviewToggle={() => setPreview((on) => !on)}
        disabled={disabled}
      />

      <StyledStatus>
        <span>Playhead {formatMoment(currentTime)}</span>
        <span>
          {selectedSegment
            ? `Selected: ${nameOf(selectedSegment.productId)}, ${formatMoment(selectedSegment.startSec)} to ${formatMoment(selectedSegment.endSec)}`
            : segments.length === 0
              ? 'No segments yet: add one at the playhead.'
              : 'No segment selected.'}
        </span>
      </StyledStatus>

      <CarouselTimeline
        label={label}
        lanes={lanesOf(products, segments)}
        segments={segments}
        current={current}
        highlighted={preview ? onScreen : -1}
        currentTime={currentTime}
        scale={{ end, frame, disabled, helpId }}
        trackRef={trackRef}
        secondAt={secondAt}
        dragProps={dragProps}
        onSeek={onSeek}
        setEdge={setEdge}
        onSelect={setSelected}
        onChoose={(index) => {
          setSelected(index);
          setRefusal(null);
        }}
      />

      {refusal ? (
        <Alert tone="error" onDismiss={() => setRefusal(null)}>
          {refusal}
        </Alert>
      ) : standing ? (
        <Alert tone="error">{standing}</Alert>
      ) : null}

      {preview ? <OnScreenPreview product={onScreenProduct} /> : null}

      <StyledHelp id={helpId}>{CAROUSEL_EDITOR_HELP}</StyledHelp>
    </StyledEditor>
  );
}
