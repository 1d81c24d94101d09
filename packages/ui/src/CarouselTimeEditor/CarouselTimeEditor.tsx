import { formatMoment } from '@runway-live/domain';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
import {
  StyledActions,
  StyledEdge,
  StyledEditor,
  StyledHelp,
  StyledLane,
  StyledLaneName,
  StyledLanes,
  StyledLaneTrack,
  StyledOnScreen,
  StyledPlayhead,
  StyledPlayheadArea,
  StyledScale,
  StyledSegment,
  StyledSegmentButton,
  StyledStatus,
  StyledToolbar,
} from './CarouselTimeEditor.styles';
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

/** How far an arrow key moves an edge or the playhead: a frame, or a second with Shift. */
function nudgeOf(event: KeyboardEvent, frame: number): number | null {
  const step = event.shiftKey || event.key.startsWith('Page') ? 1 : frame;
  switch (event.key) {
    case 'ArrowLeft':
    case 'ArrowDown':
    case 'PageDown':
      return -step;
    case 'ArrowRight':
    case 'ArrowUp':
    case 'PageUp':
      return step;
    default:
      return null;
  }
}

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
  const percent = (sec: number) => `${(Math.min(Math.max(sec, 0), end) / end) * 100}%`;
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

  // A drag follows the pointer on the window until it is let go, so it goes on past the
  // edge's own few pixels; the listeners are this render's, with its list.
  const [drag, setDrag] = useState<{ index: number; edge: SegmentEdge | 'playhead' } | null>(null);
  useLayoutEffect(() => {
    if (!drag) return;
    const view = trackRef.current?.ownerDocument.defaultView ?? window;
    const move = (moved: PointerEvent) => {
      const sec = secondAt(moved.clientX);
      if (drag.edge === 'playhead') onSeek(sec);
      else setEdge(drag.index, drag.edge, sec);
    };
    const stop = () => setDrag(null);
    view.addEventListener('pointermove', move);
    view.addEventListener('pointerup', stop);
    view.addEventListener('pointercancel', stop);
    return () => {
      view.removeEventListener('pointermove', move);
      view.removeEventListener('pointerup', stop);
      view.removeEventListener('pointercancel', stop);
    };
  });
  const startDrag = (
    event: ReactPointerEvent<HTMLElement>,
    index: number,
    edge: SegmentEdge | 'playhead',
  ) => {
    if (disabled || event.button !== 0) return;
    event.stopPropagation();
    event.preventDefault();
    if (edge !== 'playhead') setSelected(index);
    setDrag({ index, edge });
  };
  const dragProps = (index: number, edge: SegmentEdge | 'playhead') => ({
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => startDrag(event, index, edge),
  });

  const sliderKeys = (
    event: KeyboardEvent<HTMLElement>,
    value: number,
    move: (sec: number) => void,
  ) => {
    if (disabled) return;
    const by = nudgeOf(event, frame);
    if (by !== null) {
      event.preventDefault();
      event.stopPropagation();
      move(Math.max(0, value + by));
    } else if (event.key === 'Home') {
      event.preventDefault();
      move(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      move(end);
    }
  };

  const sliderValues = (value: number, name: string) => ({
    role: 'slider' as const,
    tabIndex: disabled ? -1 : 0,
    'aria-label': name,
    'aria-valuemin': 0,
    'aria-valuemax': Math.round(end * 1000) / 1000,
    'aria-valuenow': Math.round(value * 1000) / 1000,
    'aria-valuetext': formatMoment(value),
    'aria-disabled': disabled || undefined,
    'aria-describedby': helpId,
  });

  const edgeSlider = (index: number, edge: SegmentEdge, value: number, name: string) => (
    <StyledEdge
      $edge={edge}
      {...sliderValues(value, `${edge === 'start' ? 'Start' : 'End'} of ${name}`)}
      {...dragProps(index, edge)}
      onFocus={() => setSelected(index)}
      onKeyDown={(event) => sliderKeys(event, value, (sec) => setEdge(index, edge, sec))}
    />
  );

  const selectedSegment = current !== null ? segments[current] : undefined;
  const lanes = lanesOf(products, segments);

  return (
    <StyledEditor onKeyDown={onKeyDown}>
      <StyledToolbar>
        <Select
          label="Product"
          options={products.map((product) => ({ value: product.id, label: product.name }))}
          value={productToAdd || (products[0]?.id ?? '')}
          onChange={(event) => setProductToAdd(event.target.value)}
          disabled={disabled || products.length === 0}
        />
        <StyledActions>
          <Button
            size="sm"
            variant="secondary"
            onClick={add}
            disabled={disabled || products.length === 0}
          >
            Add at playhead
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-keyshortcuts="I"
            onClick={() => setFromPlayhead('start')}
            disabled={disabled || current === null}
          >
            Set start (I)
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-keyshortcuts="O"
            onClick={() => setFromPlayhead('end')}
            disabled={disabled || current === null}
          >
            Set end (O)
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={remove}
            disabled={disabled || current === null}
          >
            Remove segment
          </Button>
          <Button
            size="sm"
            variant={preview ? 'primary' : 'secondary'}
            aria-pressed={preview}
            onClick={() => setPreview((on) => !on)}
          >
            Preview
          </Button>
        </StyledActions>
      </StyledToolbar>

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

      <StyledLanes role="group" aria-label={label}>
        <StyledPlayheadArea
          ref={trackRef}
          style={{ gridRow: `1 / span ${Math.max(1, lanes.length)}` }}
        >
          <StyledPlayhead
            {...sliderValues(currentTime, 'Playhead')}
            {...dragProps(-1, 'playhead')}
            style={{ left: percent(currentTime) }}
            onKeyDown={(event) =>
              sliderKeys(event, currentTime, (sec) => onSeek(Math.min(sec, end)))
            }
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
              {lane.segments.map((index) => {
                const segment = segments[index]!;
                const name = lane.name;
                return (
                  <StyledSegment
                    // By place: an edit never reorders the list, and a moved edge keeps its focus.
                    key={index}
                    $selected={index === current}
                    $onScreen={preview && index === onScreen}
                    style={{
                      left: percent(segment.startSec),
                      width: `calc(${percent(segment.endSec)} - ${percent(segment.startSec)})`,
                    }}
                  >
                    {edgeSlider(index, 'start', segment.startSec, name)}
                    <StyledSegmentButton
                      type="button"
                      aria-pressed={index === current}
                      aria-label={`${name}, ${formatMoment(segment.startSec)} to ${formatMoment(segment.endSec)}`}
                      disabled={disabled}
                      onClick={() => {
                        setSelected(index);
                        setRefusal(null);
                      }}
                    >
                      {formatMoment(segment.startSec)}
                    </StyledSegmentButton>
                    {edgeSlider(index, 'end', segment.endSec, name)}
                  </StyledSegment>
                );
              })}
            </StyledLaneTrack>
          </StyledLane>
        ))}
        <StyledScale aria-hidden style={{ gridRow: Math.max(1, lanes.length) + 1 }}>
          <span>{formatMoment(0)}</span>
          <span>{formatMoment(end)}</span>
        </StyledScale>
      </StyledLanes>

      {refusal ? (
        <Alert tone="error" onDismiss={() => setRefusal(null)}>
          {refusal}
        </Alert>
      ) : standing ? (
        <Alert tone="error">{standing}</Alert>
      ) : null}

      {preview ? (
        <StyledOnScreen role="status" aria-label="On screen now">
          {onScreenProduct ? (
            <>
              {onScreenProduct.thumbnail ? <img src={onScreenProduct.thumbnail} alt="" /> : null}
              <span>
                On screen: <strong>{onScreenProduct.name}</strong>
              </span>
            </>
          ) : (
            <span>No product on screen</span>
          )}
        </StyledOnScreen>
      ) : null}

      <StyledHelp id={helpId}>{CAROUSEL_EDITOR_HELP}</StyledHelp>
    </StyledEditor>
  );
}
