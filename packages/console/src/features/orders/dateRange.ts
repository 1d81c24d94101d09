/** The date filter's presets: calendar days in UTC, as the server reads `from` and `to`. */
export const DATE_PRESETS = [
  { value: 'today', label: 'Today' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: 'month', label: 'This month' },
  { value: 'custom', label: 'Custom range' },
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number]['value'];

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The days a preset covers on `now`'s day (custom keeps what is set). */
export function presetRange(preset: DatePreset, now: Date): { from?: string; to?: string } {
  const today = day(now);
  const back = (days: number) => day(new Date(now.getTime() - days * 86_400_000));
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: back(6), to: today };
    case '30d':
      return { from: back(29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'custom':
      return {};
  }
}

/** Which preset a range is, '' for none set, 'custom' for any other. */
export function presetOf(range: { from?: string; to?: string }, now: Date): DatePreset | '' {
  if (!range.from && !range.to) return '';
  const match = DATE_PRESETS.find(({ value }) => {
    if (value === 'custom') return false;
    const preset = presetRange(value, now);
    return preset.from === range.from && preset.to === range.to;
  });
  return match?.value ?? 'custom';
}
