import { X } from 'lucide-react';
import {
  forwardRef,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { Field } from '../Field/Field';
import { useFieldIds } from '../Field/useFieldIds';
import { acceptAttribute, acceptsFile } from '../FileDropzone/acceptsFile';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import {
  StyledBox,
  StyledChoose,
  StyledInput,
  StyledName,
  StyledNote,
  StyledStatus,
  StyledThumb,
} from './FileInput.styles';

export type FileInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'accept' | 'value' | 'defaultValue' | 'onChange' | 'multiple' | 'size'
> & {
  label: ReactNode;
  hint?: ReactNode;
  /** The validation message; marks the input invalid and is announced with it. */
  error?: string;
  /** Marks the field; the browser's own check applies only while nothing is chosen. */
  required?: boolean;
  /** Extensions without the dot ('png', 'csv'); any file when left out. */
  accept?: readonly string[];
  /** The chosen file. Leave undefined to let the input keep its own choice. */
  file?: File | null;
  /** A pick (the file), a clear (null). A file of another type is refused instead. */
  onFileChange?: (file: File | null) => void;
  /**
   * An image standing for the choice: the crop a person confirmed, or the image already
   * saved (with its `name`, as there is no File for it).
   */
  preview?: { src: string; name?: string; cropped?: boolean };
  chooseText?: string;
  noFileText?: string;
  croppedText?: string;
  clearLabel?: string;
  /** Shown when a file of another type is picked; says which types are welcome. */
  rejectMessage?: string;
};

/**
 * A file picker in the design system's look: a "Choose file" button and the chosen
 * file's name (or an image preview with its name, marked when it is a crop), and a clear
 * button. The real file input stays in the tab order, hidden, with its focus ring drawn
 * on the button; the status line is its description, so a screen reader says what was
 * chosen.
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput(
  {
    label,
    hint,
    error,
    required = false,
    accept,
    file,
    onFileChange,
    preview,
    chooseText = 'Choose file',
    noFileText = 'No file chosen',
    croppedText = 'Cropped',
    clearLabel = 'Remove file',
    rejectMessage,
    disabled = false,
    id,
    className,
    ...rest
  },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const [ownFile, setOwnFile] = useState<File | null>(null);
  const [refused, setRefused] = useState(false);
  const chosen = file === undefined ? ownFile : file;
  const name = chosen?.name ?? preview?.name;
  const typesText = accept?.map((extension) => extension.toUpperCase()).join(', ');
  const shownError =
    error ?? (refused ? (rejectMessage ?? `Only ${typesText} files can be added.`) : undefined);
  const ids = useFieldIds(id, Boolean(hint), Boolean(shownError));
  const statusId = `${ids.controlId}-status`;

  const choose = (next: File | null) => {
    if (file === undefined) setOwnFile(next);
    onFileChange?.(next);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    if (!picked) return;
    if (accept && !acceptsFile(picked.name, accept)) {
      setRefused(true);
      event.target.value = '';
      return;
    }
    setRefused(false);
    choose(picked);
  };

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    setRefused(false);
    choose(null);
    // The clear button goes away: focus goes back to the picker.
    inputRef.current?.focus();
  };

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={shownError}
      required={required}
      className={className}
    >
      <StyledBox $invalid={Boolean(shownError)} $disabled={disabled}>
        <StyledInput
          ref={inputRef}
          id={ids.controlId}
          type="file"
          accept={accept ? acceptAttribute(accept) : undefined}
          disabled={disabled}
          required={required && !name}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[statusId, ids.describedBy].filter(Boolean).join(' ')}
          onChange={onChange}
          {...rest}
        />
        <StyledChoose htmlFor={ids.controlId} $disabled={disabled}>
          {/* Hidden from the name: the field's label names the input, not this text. */}
          <span aria-hidden>
            <Icon name="upload" size="sm" />
            {chooseText}
          </span>
        </StyledChoose>
        {preview ? <StyledThumb src={preview.src} alt="" /> : null}
        <StyledStatus id={statusId} aria-live="polite">
          <StyledName $empty={!name}>{name ?? noFileText}</StyledName>
          {name && preview?.cropped ? <StyledNote>{croppedText}</StyledNote> : null}
        </StyledStatus>
        {name && !disabled ? (
          <IconButton label={clearLabel} icon={<X aria-hidden />} size="sm" onClick={clear} />
        ) : null}
      </StyledBox>
    </Field>
  );
});
