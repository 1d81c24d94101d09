import { useId } from 'react';

export type FieldIds = {
  controlId: string;
  hintId: string;
  errorId: string;
  /** What aria-describedby should list: the error first, then the hint. */
  describedBy: string | undefined;
};

/** Ids that tie a control to its label, hint and error for assistive tech. */
export function useFieldIds(id: string | undefined, hasHint: boolean, hasError: boolean): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const described = [hasError ? errorId : null, hasHint ? hintId : null].filter(Boolean);
  return {
    controlId,
    hintId,
    errorId,
    describedBy: described.length > 0 ? described.join(' ') : undefined,
  };
}
