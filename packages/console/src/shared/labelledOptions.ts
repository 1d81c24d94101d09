/** A select's options from one of the domain's value lists and its labels. */
export const labelledOptions = <Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
) => values.map((value) => ({ value, label: labels[value] }));
