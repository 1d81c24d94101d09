import {
  forwardRef,
  useId,
  useState,
  type ChangeEvent,
  type DragEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { ImageUp } from 'lucide-react';
import { StyledError, StyledField, StyledHint, StyledLabel } from '../Field/Field.styles';
import { acceptAttribute, acceptsFile, DEFAULT_IMAGE_EXTENSIONS } from './acceptsFile';
import { StyledChoose, StyledInput, StyledTypes, StyledZone } from './FileDropzone.styles';

export type FileDropzoneProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'accept' | 'onChange' | 'value' | 'defaultValue'
> & {
  label: ReactNode;
  /** Extensions without the dot; png, jpg and jpeg by default (spec 5). */
  accept?: readonly string[];
  /** The accepted files of a pick or a drop. */
  onFiles: (files: File[]) => void;
  /** The files that were refused because of their type. */
  onReject?: (files: File[]) => void;
  /** Shown when a file is refused; says which types are welcome. */
  rejectMessage?: string;
  hint?: ReactNode;
  /** An error from the form (e.g. 'This field is required'); wins over the refusal. */
  error?: string;
  dropText?: ReactNode;
  chooseText?: ReactNode;
};

function split(files: FileList | null, accept: readonly string[]) {
  const all = Array.from(files ?? []);
  return {
    accepted: all.filter((file) => acceptsFile(file.name, accept)),
    refused: all.filter((file) => !acceptsFile(file.name, accept)),
  };
}

/**
 * Drop files on it or choose them: the real file input stays in the tab order (hidden,
 * with its focus ring drawn on the zone), so Enter or Space opens the picker.
 */
export const FileDropzone = forwardRef<HTMLInputElement, FileDropzoneProps>(function FileDropzone(
  {
    label,
    accept = DEFAULT_IMAGE_EXTENSIONS,
    onFiles,
    onReject,
    rejectMessage,
    hint,
    error,
    dropText = 'Drag and drop here, or',
    chooseText = 'choose a file',
    disabled = false,
    multiple = false,
    id,
    ...rest
  },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState(false);
  const typesText = accept.map((extension) => extension.toUpperCase()).join(', ');
  const shownError =
    error ?? (refused ? (rejectMessage ?? `Only ${typesText} files can be added.`) : undefined);
  const describedBy = [
    shownError ? `${inputId}-error` : null,
    `${inputId}-types`,
    hint ? `${inputId}-hint` : null,
  ]
    .filter(Boolean)
    .join(' ');

  const take = (files: FileList | null) => {
    const { accepted, refused: refusedFiles } = split(files, accept);
    const kept = multiple ? accepted : accepted.slice(0, 1);
    setRefused(refusedFiles.length > 0);
    if (refusedFiles.length > 0) onReject?.(refusedFiles);
    if (kept.length > 0) onFiles(kept);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    // Without preventDefault the browser would open the file instead of dropping it here.
    event.preventDefault();
    setDragging(true);
  };

  return (
    <StyledField>
      <StyledLabel htmlFor={inputId}>{label}</StyledLabel>
      <StyledZone
        data-dragging={dragging || undefined}
        $dragging={dragging}
        $invalid={Boolean(shownError)}
        $disabled={disabled}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!disabled) take(event.dataTransfer.files);
        }}
      >
        <ImageUp aria-hidden />
        <span>
          {dropText}{' '}
          <StyledChoose htmlFor={inputId} $disabled={disabled}>
            {chooseText}
          </StyledChoose>
        </span>
        <StyledTypes id={`${inputId}-types`}>{typesText}</StyledTypes>
        <StyledInput
          ref={ref}
          id={inputId}
          type="file"
          accept={acceptAttribute(accept)}
          multiple={multiple}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            take(event.target.files);
            // The same file can be picked again after a refusal or a removal.
            event.target.value = '';
          }}
        />
      </StyledZone>
      {hint ? <StyledHint id={`${inputId}-hint`}>{hint}</StyledHint> : null}
      {shownError ? (
        <StyledError id={`${inputId}-error`} role="alert">
          {shownError}
        </StyledError>
      ) : null}
    </StyledField>
  );
});
