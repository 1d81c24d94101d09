/**
 * TEMPORARY: the design system's ImageList is being written in packages/ui (issue 12) with
 * exactly these props. Until it lands on main, this plain stand-in keeps the product form
 * working; then the form imports it from '@runway-live/ui' and this file goes.
 */
import { Button } from '@runway-live/ui';
import type { ReactNode } from 'react';

export type ImageListItem = { id: string; src: string; alt: string };
export type ImageListProps = {
  images: ImageListItem[];
  onReorder: (ids: string[]) => void;
  onRemove: (id: string) => void;
  label: string;
  addSlot?: ReactNode;
  emptyText?: string;
  disabled?: boolean;
};

export function ImageList({ images, onRemove, label, addSlot, emptyText }: ImageListProps) {
  return (
    <section aria-label={label}>
      <h3>{label}</h3>
      {images.length === 0 ? <p>{emptyText}</p> : null}
      <ul>
        {images.map((image) => (
          <li key={image.id}>
            <img src={image.src} alt={image.alt} width={64} />
            <Button variant="ghost" size="sm" onClick={() => onRemove(image.id)}>
              Remove {image.alt}
            </Button>
          </li>
        ))}
      </ul>
      {addSlot}
    </section>
  );
}
