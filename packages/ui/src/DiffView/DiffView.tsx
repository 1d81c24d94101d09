import {
  StyledAbsent,
  StyledDiff,
  StyledHeading,
  StyledTable,
  StyledValue,
} from './DiffView.styles';

export type DiffChange = {
  /** The field's name, as recorded ('product_price'). */
  field: string;
  /** Its value before; undefined when it did not exist (a creation). */
  before: unknown;
  /** Its value after; undefined when it no longer exists (a deletion). */
  after: unknown;
};

export type DiffViewProps = {
  /** The changed fields, in the order to show them. */
  changes: readonly DiffChange[];
  title?: string;
  headingLevel?: 2 | 3;
  /** What an empty list of changes says. */
  emptyText?: string;
  className?: string;
};

/** A value as text: strings as they are, anything else as JSON. */
export function diffValueText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2) ?? String(value);
}

function Value({ value, side }: { value: unknown; side: 'before' | 'after' }) {
  if (value === undefined) return <StyledAbsent>—</StyledAbsent>;
  return <StyledValue $side={side}>{diffValueText(value)}</StyledValue>;
}

/**
 * The fields a change touched, each with its value before and after, side by side (an audit
 * entry's diff). A field that was created or removed shows a dash on the side it lacks.
 */
export function DiffView({
  changes,
  title = 'Changes',
  headingLevel = 2,
  emptyText = 'No field changed.',
  className,
}: DiffViewProps) {
  return (
    <StyledDiff aria-label={title} className={className}>
      <StyledHeading as={`h${headingLevel}`}>{title}</StyledHeading>
      {changes.length === 0 ? (
        <StyledAbsent>{emptyText}</StyledAbsent>
      ) : (
        <StyledTable>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.field}</th>
                <td>
                  <Value value={change.before} side="before" />
                </td>
                <td>
                  <Value value={change.after} side="after" />
                </td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      )}
    </StyledDiff>
  );
}
