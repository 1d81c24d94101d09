import { messages } from '@runway-live/domain';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import Cropper from 'react-easy-crop';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Spinner } from '../Spinner/Spinner';
import {
  cropToJpeg,
  drawCrop,
  isCroppable,
  maxZoomFor,
  prepareImage,
  type CropArea,
  type PreparedImage,
} from './cropImage';
import { imageFromClipboard, jpegName } from './imageNames';
import {
  StyledClose,
  StyledCropArea,
  StyledCropperDialog,
  StyledSide,
  StyledStatus,
  StyledWorkspace,
} from './CropperDialog.styles';

export type CropperDialogProps = {
  open: boolean;
  /** The chosen image (png, jpg, jpeg, bmp, gif or tiff). A pasted image replaces it. */
  image: File | null;
  /** The square crop: a 256 × 256 JPEG near 80 KB, named after the source with .jpg. */
  onConfirm: (image: File) => void;
  /** Closed without confirming (the cross or Escape): there is no image. */
  onClose: () => void;
  /** The image could not be read or is not a type the cropper takes; nothing is shown. */
  onImageError?: (error: Error) => void;
};

const PREVIEW_SIDE = 128;

/** Decodes and resizes the source while the dialog is open; null until it is ready or on failure. */
function usePreparedImage(source: File | null, onError: (error: Error) => void) {
  const [prepared, setPrepared] = useState<PreparedImage | null>(null);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  useEffect(() => {
    if (!source) return;
    let current: PreparedImage | null = null;
    let cancelled = false;
    const ready = isCroppable(source)
      ? prepareImage(source)
      : Promise.reject(new Error(`The cropper does not take ${source.type || source.name}`));
    ready.then(
      (image) => {
        if (cancelled) return URL.revokeObjectURL(image.url);
        current = image;
        setPrepared(image);
      },
      (error: unknown) => {
        if (cancelled) return;
        setPrepared(null);
        onErrorRef.current(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      cancelled = true;
      if (current) URL.revokeObjectURL(current.url);
      setPrepared(null);
    };
  }, [source]);
  return prepared;
}

/**
 * The image cropper (spec 2.13): 'Crop image', a close cross, the square crop with a live
 * preview, and 'Confirm!'. Pasting a png or jpeg while it is open crops that image instead.
 */
export function CropperDialog({
  open,
  image,
  onConfirm,
  onClose,
  onImageError = () => {},
}: CropperDialogProps) {
  const [pasted, setPasted] = useState<File | null>(null);
  const source = open ? (pasted ?? image) : null;
  const prepared = usePreparedImage(source, onImageError);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);
  const [confirming, setConfirming] = useState(false);
  const previewRef = useRef<HTMLCanvasElement>(null);
  const zoomId = useId();

  useEffect(() => {
    if (prepared && area && previewRef.current) {
      drawCrop(previewRef.current, prepared.element, area, PREVIEW_SIDE);
    }
  }, [prepared, area]);

  const reset = () => {
    setPasted(null);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
  };

  const close = () => {
    reset();
    onClose();
  };

  const confirm = async () => {
    if (!prepared || !area || !source) return;
    setConfirming(true);
    try {
      const cropped = await cropToJpeg(prepared.element, area, jpegName(source.name));
      reset();
      onConfirm(cropped);
    } catch (error) {
      onImageError(error instanceof Error ? error : new Error(String(error)));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <StyledCropperDialog
      open={open}
      title={messages.cropImageTitle}
      onClose={close}
      onPaste={(event) => {
        const file = imageFromClipboard(event.clipboardData);
        if (!file) return;
        event.preventDefault();
        setArea(null);
        setPasted(file);
      }}
      actions={
        <Button onClick={confirm} disabled={!area} loading={confirming}>
          {messages.confirmCrop}
        </Button>
      }
    >
      <StyledClose>
        <IconButton label="Close" icon={<X aria-hidden />} onClick={close} />
      </StyledClose>
      <StyledWorkspace>
        <StyledCropArea>
          {prepared ? (
            <Cropper
              image={prepared.url}
              crop={crop}
              zoom={zoom}
              maxZoom={maxZoomFor(prepared.width, prepared.height)}
              aspect={1}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              mediaProps={{ alt: 'Image to crop' }}
              // The crop area is focusable and moves with the arrow keys; a name needs a
              // role to hang on (axe: aria-prohibited-attr on a role-less div).
              cropperProps={{ role: 'group', 'aria-label': 'Crop area: move with the arrow keys' }}
            />
          ) : (
            <StyledStatus>{source ? <Spinner label="Loading image" /> : null}</StyledStatus>
          )}
        </StyledCropArea>
        <StyledSide>
          Preview
          <canvas
            ref={previewRef}
            role="img"
            aria-label="Preview of the crop"
            width={PREVIEW_SIDE}
            height={PREVIEW_SIDE}
          />
          <label htmlFor={zoomId}>Zoom</label>
          <input
            id={zoomId}
            type="range"
            min={1}
            max={prepared ? maxZoomFor(prepared.width, prepared.height) : 1}
            step={0.1}
            value={zoom}
            disabled={!prepared}
            onChange={(event) => setZoom(Number(event.target.value))}
          />
        </StyledSide>
      </StyledWorkspace>
    </StyledCropperDialog>
  );
}
