/** `attachment; filename="{name}-{yyyy-MM-dd}.csv"`: a CSV download named after today. */
export function csvAttachment(name: string): string {
  return `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`;
}
