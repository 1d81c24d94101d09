import { formatDateTime, zoneLabel } from '@runway-live/domain';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Combobox, type ComboboxOption } from '../Combobox/Combobox';
import { StyledError, StyledHint, StyledInput } from '../Field/Field.styles';
import { RequiredMark } from '../Field/RequiredMark';
import {
  StyledFieldset,
  StyledLegend,
  StyledPart,
  StyledPartLabel,
  StyledParts,
  StyledReading,
} from './DateTimeField.styles';
import {
  browserTimeZone,
  instantToWallTime,
  timeZoneNames,
  wallTimeToInstant,
  type WallTime,
} from './zonedTime';

/** What the field gives back: the UTC instant (null while incomplete) and the zone it was read in. */
export type DateTimeValue = { instant: string | null; timeZone: string };

export type DateTimeFieldProps = {
  /** Names the whole field ('Starts'); the date, time and zone parts carry their own labels. */
  label: ReactNode;
  /** The UTC instant as an ISO string ('2026-07-01T23:00:00.000Z'); null or undefined when empty. */
  value?: string | null;
  /** The IANA zone the date and time are read in; the browser's zone by default. */
  timeZone?: string;
  onChange?: (value: DateTimeValue) => void;
  /** Called when focus leaves the whole field (react-hook-form's onBlur). */
  onBlur?: () => void;
  /** The zones offered; every zone the browser knows by default. */
  timeZones?: readonly string[];
  /** The earliest day the date part offers, 'yyyy-MM-dd'. */
  minDate?: string;
  /**
   * The date part's name (a form finds its first invalid control by it); the time and the
   * zone are `<name>-time` and `<name>-zone`.
   */
  name?: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
};

const EMPTY: WallTime = { date: '', time: '' };

/** 'America/Argentina/Buenos_Aires' → 'America/Argentina/Buenos Aires'. */
function zoneOptionLabel(zone: string): string {
  return zone.replace(/_/g, ' ');
}

/**
 * A zone as the picker offers it: its IANA name with spaces, searchable by the city and by
 * what the zone is called now ('EDT', 'GMT+2').
 */
function zoneOption(zone: string, at: Date): ComboboxOption {
  const label = zoneLabel(zone, at);
  const abbreviation = /\(([^)]+)\)$/.exec(label)?.[1];
  return { value: zone, label: zoneOptionLabel(zone), description: abbreviation };
}

/**
 * A moment in a named time zone: a date, a time and the zone they are read in (the
 * browser's by default), shown back as '19:00 · New York (EDT)'. It gives out the UTC
 * instant and the zone, so what is stored never depends on the computer that entered it.
 */
export function DateTimeField({
  label,
  value,
  timeZone,
  onChange,
  onBlur,
  timeZones,
  minDate,
  name,
  hint,
  error,
  required = false,
  disabled = false,
  className,
}: DateTimeFieldProps) {
  const id = useId();
  const zone = timeZone ?? browserTimeZone();
  const [ownZone, setOwnZone] = useState(zone);
  const [wall, setWall] = useState<WallTime>(() =>
    value ? (instantToWallTime(value, zone) ?? EMPTY) : EMPTY,
  );

  // A value or zone from outside (a loaded event) replaces the draft unless the draft
  // already reads as that instant (the echo of this field's own change). Adjusted while
  // rendering, as React advises for state derived from props.
  const [seen, setSeen] = useState({ value, zone });
  if (seen.value !== value || seen.zone !== zone) {
    setSeen({ value, zone });
    setOwnZone(zone);
    const drafted = wallTimeToInstant(wall, zone);
    if (!value) {
      if (drafted !== null) setWall(EMPTY);
    } else if (drafted !== value) {
      setWall(instantToWallTime(value, zone) ?? wall);
    }
  }

  const zones = useMemo(() => {
    const names = timeZones ? [...new Set([...timeZones, ownZone])] : timeZoneNames(ownZone);
    const now = new Date();
    return names.map((name) => zoneOption(name, now));
  }, [timeZones, ownZone]);

  const emit = (nextWall: WallTime, nextZone: string) => {
    setWall(nextWall);
    setOwnZone(nextZone);
    onChange?.({ instant: wallTimeToInstant(nextWall, nextZone), timeZone: nextZone });
  };

  const instant = wallTimeToInstant(wall, ownZone);
  const reading = instant ? formatDateTime(instant, ownZone) : null;
  const describedBy =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null, `${id}-reading`]
      .filter(Boolean)
      .join(' ') || undefined;
  const invalid = Boolean(error);

  return (
    <StyledFieldset
      className={className}
      disabled={disabled}
      aria-describedby={describedBy}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <StyledLegend>
        {label}
        {required ? <RequiredMark /> : null}
      </StyledLegend>
      <StyledParts>
        <StyledPart>
          <StyledPartLabel htmlFor={`${id}-date`}>Date</StyledPartLabel>
          <StyledInput
            id={`${id}-date`}
            name={name}
            type="date"
            value={wall.date}
            min={minDate}
            required={required}
            aria-invalid={invalid || undefined}
            $invalid={invalid}
            onChange={(event) => emit({ ...wall, date: event.target.value }, ownZone)}
          />
        </StyledPart>
        <StyledPart>
          <StyledPartLabel htmlFor={`${id}-time`}>Time</StyledPartLabel>
          <StyledInput
            id={`${id}-time`}
            name={name ? `${name}-time` : undefined}
            type="time"
            value={wall.time}
            required={required}
            aria-invalid={invalid || undefined}
            $invalid={invalid}
            onChange={(event) => emit({ ...wall, time: event.target.value }, ownZone)}
          />
        </StyledPart>
        <StyledPart>
          <Combobox
            id={`${id}-zone`}
            label="Time zone"
            name={name ? `${name}-zone` : undefined}
            options={zones}
            value={ownZone}
            disabled={disabled}
            placeholder="Type a city, e.g. Paris"
            noOptionsText="No time zone matches"
            // Emptying the search keeps the zone: a show always has one.
            onChange={(next) => {
              if (next) emit(wall, next);
            }}
          />
        </StyledPart>
      </StyledParts>
      <StyledReading id={`${id}-reading`} aria-live="polite">
        {reading ?? 'Pick a date and a time'}
      </StyledReading>
      {hint ? <StyledHint id={`${id}-hint`}>{hint}</StyledHint> : null}
      {error ? (
        <StyledError id={`${id}-error`} role="alert">
          {error}
        </StyledError>
      ) : null}
    </StyledFieldset>
  );
}
