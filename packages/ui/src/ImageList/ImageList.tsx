import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { SortableList } from '../SortableList/SortableList';
import { StyledCover, StyledFigure, StyledThumbnail } from './ImageList.styles';

export type ImageListItem = { id: string; src: string; alt: string };

export type ImageListProps = {
  /** In order: the first one is the cover. */
  images: ImageListItem[];
  onReorder: (ids: string[]) => void;
  onRemove: (id: string) => void;
  /** The list's accessible name ("Images of Black"). */
  label: string;
  /** After the thumbnails, in the same row: the way to add one (a file input, a button). */
  addSlot?: ReactNode;
  /** Said while there is no image. */
  emptyText?: string;
  disabled?: boolean;
  /** The first image's mark. */
  coverText?: string;
};

/**
 * A product's or a look's images as thumbnails: the first is the cover, each can be
 * dragged (or moved by keyboard) to another place and removed. A horizontal SortableList.
 */
export function ImageList({
  images,
  onReorder,
  onRemove,
  label,
  addSlot,
  emptyText = 'No image yet.',
  disabled = false,
  coverText = 'Cover',
}: ImageListProps) {
  return (
    <SortableList
      label={label}
      orientation="horizontal"
      onReorder={onReorder}
      onRemove={onRemove}
      disabled={disabled}
      emptyText={emptyText}
      trailing={addSlot}
      items={images.map((image, index) => ({
        id: image.id,
        label: image.alt,
        content: (
          <StyledFigure>
            <StyledThumbnail src={image.src} alt={image.alt} draggable={false} />
            {index === 0 ? (
              <StyledCover>
                <Badge tone="accent">{coverText}</Badge>
              </StyledCover>
            ) : null}
          </StyledFigure>
        ),
      }))}
    />
  );
}
