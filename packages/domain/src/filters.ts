/**
 * Input filters (section 5): what a numeric or mobile input keeps of what is typed or
 * pasted. Pure string → string; the input shows the filtered text.
 */

/** Digits and the first decimal point: '1.2.3a' → '1.23'. */
export function filterNumericInput(text: string): string {
  let seenPoint = false;
  let kept = '';
  for (const char of typeof text === 'string' ? text : '') {
    if (char >= '0' && char <= '9') kept += char;
    else if (char === '.' && !seenPoint) {
      seenPoint = true;
      kept += char;
    }
  }
  return kept;
}

/** Digits and one plus, only in front: ' +1 (201) 555-0123' → '+12015550123'; '1+2' → '12'. */
export function filterMobileInput(text: string): string {
  let kept = '';
  for (const char of typeof text === 'string' ? text : '') {
    if (char >= '0' && char <= '9') kept += char;
    else if (char === '+' && kept === '') kept = '+';
  }
  return kept;
}
