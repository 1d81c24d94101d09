import type { ProductFormInput } from '@runway-live/domain/schemas';
import { FileButton, Icon, ImageList, tokens } from '@runway-live/ui';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { styled } from 'styled-components';

import { failureMessage } from '../../api/ApiProvider';
import { useToast } from '../../shared/useToast';
import { uploadedImageSrc } from '../../api/uploads';
import { useUploadProductImage } from './productsApi';
import { PRODUCT_IMAGE_TYPES } from './resizeImage';

const StyledImages = styled.div`
  display: grid;
  gap: ${tokens.space[5]};
  min-width: 0;
`;

const StyledGroup = styled.div`
  display: grid;
  gap: ${tokens.space[2]};
  min-width: 0;

  h3 {
    margin: 0;
    font-size: ${tokens.fontSize[3]};
  }
`;

const ACCEPT = PRODUCT_IMAGE_TYPES.map((type) => `.${type}`).join(',');

/** "Add image": picks a png/jpg/jpeg, which is resized and uploaded, then named in the list. */
function AddImage({
  label,
  onAdded,
  disabled,
}: {
  label: string;
  onAdded: (name: string) => void;
  disabled?: boolean;
}) {
  const upload = useUploadProductImage();
  const toast = useToast();
  return (
    <FileButton
      label={label}
      accept={ACCEPT}
      variant="secondary"
      size="sm"
      icon={<Icon name="upload" />}
      loading={upload.isPending}
      disabled={disabled}
      onFile={(file) =>
        upload.mutate(file, {
          onSuccess: onAdded,
          onError: (error) => toast.error(failureMessage(error)),
        })
      }
    />
  );
}

const items = (names: readonly string[], alt: string) =>
  names.map((name, index) => ({
    id: name,
    src: uploadedImageSrc(name),
    alt: `${alt} ${index + 1}`,
  }));

/**
 * The product's images and each colour's (section 3: images per colour), each list with
 * its cover first, reorder and remove, and an upload (resized to 414 × 896 first).
 */
export function ProductImages({ form }: { form: UseFormReturn<ProductFormInput> }) {
  const images: readonly string[] =
    (useWatch({ control: form.control, name: 'images' }) as string[] | undefined) ?? [];
  const colors = useWatch({ control: form.control, name: 'colors' });
  const set = (name: 'images' | `colors.${number}.images`, value: string[]) =>
    form.setValue(name, value, { shouldDirty: true });
  return (
    <StyledImages>
      <StyledGroup>
        <h3>Product images</h3>
        <ImageList
          label="Product images"
          images={items(images, 'Product image')}
          onReorder={(ids) => set('images', ids)}
          onRemove={(id) =>
            set(
              'images',
              images.filter((name) => name !== id),
            )
          }
          emptyText="No product images yet."
          addSlot={
            <AddImage
              label="Add product image"
              onAdded={(name) => set('images', [...images, name])}
            />
          }
        />
      </StyledGroup>
      {colors.map((color, index) => {
        const colorImages = color.images ?? [];
        return (
          <StyledGroup key={color.color}>
            <h3>{color.color} images</h3>
            <ImageList
              label={`${color.color} images`}
              images={items(colorImages, `${color.color} image`)}
              onReorder={(ids) => set(`colors.${index}.images`, ids)}
              onRemove={(id) =>
                set(
                  `colors.${index}.images`,
                  colorImages.filter((name) => name !== id),
                )
              }
              emptyText={`No ${color.color} images yet.`}
              addSlot={
                <AddImage
                  label={`Add ${color.color} image`}
                  onAdded={(name) => set(`colors.${index}.images`, [...colorImages, name])}
                />
              }
            />
          </StyledGroup>
        );
      })}
    </StyledImages>
  );
}
