import { readerTimeZone } from '@runway-live/domain/display';
import {
  REPORT_PRESET_LABELS,
  REPORT_PRESETS,
  type ReportPreset,
} from '@runway-live/domain/reports';
import { Select, TextField } from '@runway-live/ui';
import { ListFilter } from '../../resources/ListFilters';
import { labelledOptions } from '../../shared/labelledOptions';

/**
 * Every report's period in its URL (issue 33): the preset (the last 30 days when none) or a
 * custom range's days, read in the reader's zone — and the filters that choose it.
 */
export type ReportPeriodState = {
  preset: ReportPreset;
  from: string | undefined;
  to: string | undefined;
};
type Update = (next: Partial<Record<'preset' | 'from' | 'to', string | undefined>>) => void;

export function reportPeriodOf(params: URLSearchParams): ReportPeriodState {
  const custom = Boolean(params.get('from') || params.get('to'));
  return {
    preset:
      REPORT_PRESETS.find((preset) => preset === params.get('preset')) ??
      (custom ? 'custom' : '30d'),
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  };
}

/** The period as every report's API reads it, in the reader's zone. */
export function reportPeriodQuery(state: ReportPeriodState) {
  return {
    ...(state.preset === 'custom'
      ? { preset: 'custom' as const, from: state.from, to: state.to }
      : { preset: state.preset }),
    tz: readerTimeZone(),
  };
}

/** The period's select and, for a custom range, its two days. */
export function ReportPeriodFilters({
  state,
  update,
}: {
  state: ReportPeriodState;
  update: Update;
}) {
  return (
    <>
      <ListFilter>
        <Select
          label="Period"
          options={labelledOptions(REPORT_PRESETS, REPORT_PRESET_LABELS)}
          value={state.preset}
          onChange={(event) => {
            const preset = event.target.value as ReportPreset;
            if (preset === 'custom') {
              const today = new Date().toISOString().slice(0, 10);
              update({ preset, from: state.from ?? today, to: state.to ?? today });
            } else {
              update({ preset, from: undefined, to: undefined });
            }
          }}
        />
      </ListFilter>
      {state.preset === 'custom' ? (
        <>
          <ListFilter>
            <TextField
              type="date"
              label="From"
              value={state.from ?? ''}
              onChange={(event) => update({ from: event.target.value || undefined })}
            />
          </ListFilter>
          <ListFilter>
            <TextField
              type="date"
              label="To"
              value={state.to ?? ''}
              onChange={(event) => update({ to: event.target.value || undefined })}
            />
          </ListFilter>
        </>
      ) : null}
    </>
  );
}
