import { styled } from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { media } from '../theme/media';
import { tokens } from '../theme/tokens';
import { sectionTitleStyles } from '../theme/typography';
import { visuallyHidden } from '../theme/visuallyHidden';

export const StyledCalendar = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[3]};
`;

export const StyledNav = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[1]};
`;

export const StyledTitle = styled.h2`
  flex: 1 1 auto;
  color: ${tokens.color.text};
  ${sectionTitleStyles}
`;

export const StyledZone = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[1]};
`;

export const StyledNote = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
`;

// Positioned, so the visually hidden texts of the cells stay inside the scrolled box
// instead of widening the page at their far-right static position.
export const StyledScroller = styled.div`
  position: relative;
  overflow-x: auto;
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.surface};

  ${focusRing}
`;

export const StyledTable = styled.table<{ $week: boolean }>`
  width: 100%;
  min-width: ${tokens.size.calendar};
  border-collapse: collapse;
  table-layout: fixed;

  /* A week's first column holds its hours. */
  ${({ $week }) => ($week ? `th:first-child { width: ${tokens.size.calendarHours}; }` : '')}
`;

export const StyledCaption = styled.caption`
  ${visuallyHidden}
`;

export const StyledHidden = styled.span`
  ${visuallyHidden}
`;

export const StyledHead = styled.th<{ $hours?: boolean }>`
  width: ${({ $hours }) => ($hours ? tokens.size.calendarHours : 'auto')};
  padding: ${tokens.space[2]};
  border-bottom: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[1]};
  font-weight: ${tokens.fontWeight.semibold};
  letter-spacing: ${tokens.letterSpacing.wide};
  text-align: start;
  text-transform: uppercase;
`;

export const StyledDay = styled.td<{ $outside: boolean; $today: boolean; $week: boolean }>`
  height: ${({ $week }) => ($week ? 'auto' : tokens.size.calendarDay)};
  padding: ${({ $week }) => ($week ? '0' : tokens.space[1])};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  background: ${({ $outside }) => ($outside ? tokens.color.surfaceMuted : tokens.color.surface)};
  vertical-align: top;

  @media ${media.narrow} {
    padding: ${tokens.space[0]};
  }
`;

export const StyledDayNumber = styled.span<{ $outside: boolean; $today: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${tokens.size.iconLg};
  height: ${tokens.size.iconLg};
  margin-bottom: ${tokens.space[1]};
  border-radius: ${tokens.radius.pill};
  background: ${({ $today }) => ($today ? tokens.color.accent : 'transparent')};
  color: ${({ $today, $outside }) =>
    $today ? tokens.color.onAccent : $outside ? tokens.color.textMuted : tokens.color.text};
  font-size: ${tokens.fontSize[1]};
  font-weight: ${tokens.fontWeight.semibold};
`;

export const StyledItems = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledItem = styled.a<{ $dot: string; $cancelled: boolean }>`
  display: flex;
  align-items: baseline;
  gap: ${tokens.space[1]};
  min-width: 0;
  padding: ${tokens.space[1]};
  border-radius: ${tokens.radius[1]};
  background: ${tokens.color.surfaceMuted};
  color: ${tokens.color.text};
  font-size: ${tokens.fontSize[1]};
  line-height: ${tokens.lineHeight.tight};
  text-decoration: ${({ $cancelled }) => ($cancelled ? 'line-through' : 'none')};

  &::before {
    content: '';
    flex: none;
    width: ${tokens.space[2]};
    height: ${tokens.space[2]};
    border-radius: ${tokens.radius.round};
    background: ${({ $dot }) => $dot};
  }

  &:hover {
    background: ${tokens.color.surfaceHover};
  }

  ${focusRing}
`;

export const StyledItemTime = styled.time`
  flex: none;
  color: ${tokens.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const StyledItemTitle = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledMore = styled.button`
  padding: ${tokens.space[1]};
  border: none;
  border-radius: ${tokens.radius[1]};
  background: transparent;
  color: ${tokens.color.accent};
  font-family: ${tokens.font.body};
  font-size: ${tokens.fontSize[1]};
  font-weight: ${tokens.fontWeight.semibold};
  text-align: start;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }

  ${focusRing}
`;

/** A week's time grid: an hour is this tall, each hour ruled. */
const HOUR = tokens.size.calendarHour;

/** A day (or the hours' column) of the week's time grid, as tall as its hours. */
export const StyledTimeColumn = styled.div<{ $hours: number }>`
  position: relative;
  height: calc(${HOUR} * ${({ $hours }) => $hours});
  background-image: linear-gradient(
    to bottom,
    ${tokens.color.border} ${tokens.borderWidth[1]},
    transparent ${tokens.borderWidth[1]}
  );
  background-size: 100% ${HOUR};

  & > ul {
    display: block;
  }
`;

/** The hours' column of the week's grid. */
export const StyledHours = styled.th`
  width: ${tokens.size.calendarHours};
  padding: 0;
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  vertical-align: top;
  font-weight: ${tokens.fontWeight.regular};
`;

export const StyledHour = styled.span`
  position: absolute;
  right: ${tokens.space[1]};
  padding-top: ${tokens.space[0]};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[1]};
  font-variant-numeric: tabular-nums;
`;

/** A show on the week's grid, placed at its start and as tall as it lasts. */
export const StyledGridItem = styled.li<{ $tall: boolean }>`
  position: absolute;
  min-height: ${tokens.size.calendarSlot};
  padding: ${tokens.borderWidth[1]};

  & > a {
    height: 100%;
    overflow: hidden;
    align-items: ${({ $tall }) => ($tall ? 'flex-start' : 'center')};
    flex-wrap: ${({ $tall }) => ($tall ? 'wrap' : 'nowrap')};
  }
`;

/** On a phone: the days that hold a show, as a list. */
export const StyledAgenda = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledAgendaDay = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]};
  padding: ${tokens.space[2]};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.surface};

  &[aria-current='date'] {
    border-color: ${tokens.color.accent};
  }
`;

export const StyledAgendaDayName = styled.h3`
  margin: 0;
  color: ${tokens.color.text};
  font-size: ${tokens.fontSize[2]};
  font-weight: ${tokens.fontWeight.semibold};
`;
