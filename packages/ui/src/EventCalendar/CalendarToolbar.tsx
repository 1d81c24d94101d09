import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import type { CalendarView } from './calendarRange';
import { StyledNav, StyledTitle, StyledToolbar } from './EventCalendar.styles';

type CalendarToolbarProps = {
  view: CalendarView;
  /** The period shown ('November 2026'), said when it changes. */
  title: string;
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
  onViewChange: (view: CalendarView) => void;
};

/** The period's arrows and Today, its title, and the month/week switch. */
export function CalendarToolbar({
  view,
  title,
  onPrevious,
  onToday,
  onNext,
  onViewChange,
}: CalendarToolbarProps) {
  const unit = view === 'month' ? 'month' : 'week';
  return (
    <StyledToolbar>
      <StyledNav>
        <IconButton
          label={`Previous ${unit}`}
          icon={<ChevronLeft aria-hidden="true" />}
          variant="secondary"
          size="sm"
          onClick={onPrevious}
        />
        <Button variant="secondary" size="sm" onClick={onToday}>
          Today
        </Button>
        <IconButton
          label={`Next ${unit}`}
          icon={<ChevronRight aria-hidden="true" />}
          variant="secondary"
          size="sm"
          onClick={onNext}
        />
      </StyledNav>
      <StyledTitle aria-live="polite">{title}</StyledTitle>
      <StyledNav role="group" aria-label="Calendar view">
        <Button
          variant={view === 'month' ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={view === 'month'}
          onClick={() => onViewChange('month')}
        >
          Month
        </Button>
        <Button
          variant={view === 'week' ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={view === 'week'}
          onClick={() => onViewChange('week')}
        >
          Week
        </Button>
      </StyledNav>
    </StyledToolbar>
  );
}
