import { Select, TextField } from '@runway-live/ui';
import { useState, type ComponentType, type ReactNode } from 'react';
import { DATE_PRESETS, presetOf, presetRange, type DatePreset } from './dateRange';

type Range = { from?: string | undefined; to?: string | undefined };

/**
 * The date filter of a list or a report: a preset (today, the last 7 or 30 days, this
 * month) or a custom range's two days, each field in `Cell` (the filter bar's sizing).
 * "Custom range" stays chosen even while its days happen to match a preset.
 */
export function DateRangeFilter({
  range,
  onChange,
  Cell,
}: {
  range: Range;
  onChange: (range: Range) => void;
  Cell: ComponentType<{ children: ReactNode }>;
}) {
  const [now] = useState(() => new Date());
  const [custom, setCustom] = useState(false);
  const preset = custom ? 'custom' : presetOf(range, now);
  return (
    <>
      <Cell>
        <Select
          label="Date"
          placeholder="Any date"
          options={DATE_PRESETS}
          value={preset}
          onChange={(event) => {
            const next = event.target.value as DatePreset | '';
            setCustom(next === 'custom');
            if (next === '') onChange({ from: undefined, to: undefined });
            else if (next !== 'custom') onChange(presetRange(next, new Date()));
            else onChange({ from: range.from ?? presetRange('7d', new Date()).from });
          }}
        />
      </Cell>
      {preset === 'custom' ? (
        <>
          <Cell>
            <TextField
              type="date"
              label="From"
              value={range.from ?? ''}
              onChange={(event) => onChange({ from: event.target.value || undefined })}
            />
          </Cell>
          <Cell>
            <TextField
              type="date"
              label="To"
              value={range.to ?? ''}
              onChange={(event) => onChange({ to: event.target.value || undefined })}
            />
          </Cell>
        </>
      ) : null}
    </>
  );
}
