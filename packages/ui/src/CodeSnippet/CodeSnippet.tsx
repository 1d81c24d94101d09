import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { StyledCode, StyledHead, StyledHint, StyledSnippet } from './CodeSnippet.styles';

export type CodeSnippetProps = {
  /** What the code is, e.g. 'Iframe'. It names the code block and its copy button. */
  label: string;
  /** The text shown and copied, exactly. */
  code: string;
  /** A line under the label: where the code goes. */
  hint?: ReactNode;
  /** Called once the code is on the clipboard (the console shows its toast). */
  onCopied?: () => void;
  /** Called when the browser refused the copy; the code stays selectable by hand. */
  onCopyFailed?: (error: unknown) => void;
  /** Copies text to the clipboard; injectable for tests and for browsers without the API. */
  copyText?: (text: string) => Promise<void>;
};

/** How long the button says 'Copied' after a copy. */
export const COPIED_MS = 2000;

const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);

/**
 * A block of code to paste somewhere else (an embed snippet), with a Copy button. The
 * button says 'Copied' for a moment after a copy and calls `onCopied`; a refused copy
 * calls `onCopyFailed` and selects the code, so the person can copy it by hand.
 */
export function CodeSnippet({
  label,
  code,
  hint,
  onCopied,
  onCopyFailed,
  copyText = clipboardCopy,
}: CodeSnippetProps) {
  const [copied, setCopied] = useState(false);
  const codeRef = useRef<HTMLPreElement>(null);
  const labelId = useId();

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await copyText(code);
      setCopied(true);
      onCopied?.();
    } catch (error) {
      const element = codeRef.current;
      const selection = element?.ownerDocument.getSelection();
      if (element && selection) selection.selectAllChildren(element);
      onCopyFailed?.(error);
    }
  };

  return (
    <StyledSnippet>
      <StyledHead>
        <span id={labelId}>{label}</span>
        <Button
          variant="secondary"
          size="sm"
          icon={copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          aria-label={copied ? `${label} copied` : `Copy ${label}`}
          onClick={() => void copy()}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </StyledHead>
      {hint ? <StyledHint>{hint}</StyledHint> : null}
      <StyledCode ref={codeRef} tabIndex={0} aria-labelledby={labelId}>
        <code>{code}</code>
      </StyledCode>
    </StyledSnippet>
  );
}
