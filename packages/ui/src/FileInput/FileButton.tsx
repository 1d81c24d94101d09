import { useRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button';

export type FileButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  /** The button's words, e.g. "Add Black image"; also the file input's name for scripts. */
  label: string;
  /** The input's accept attribute ('.png,.jpg'). */
  accept?: string;
  /** Called with the picked file; picking the same file again calls it again. */
  onFile: (file: File) => void;
  icon?: ReactNode;
};

/**
 * A button that opens the file picker: one control, announced once. Its file input is
 * `hidden` (no box, no tab stop, nothing in the accessibility tree), so a screen reader
 * meets only the button, while tests and scripts still find the input by its name.
 */
export function FileButton({ label, accept, onFile, ...button }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that the same file picked again is a new pick.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button {...button} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}
