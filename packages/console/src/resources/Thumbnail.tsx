import { Icon, tokens, type IconName } from '@runway-live/ui';
import { styled } from 'styled-components';
import { uploadedImageSrc } from '../api/uploads';

const StyledFrame = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 3rem;
  height: 3rem;
  overflow: hidden;
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.surfaceMuted};
  color: ${tokens.color.textMuted};

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * A list row's picture: the first image of a look or a product, or a muted icon when it
 * has none. Decorative (the row's name says what it is), so the image has no alt text.
 */
export function Thumbnail({ image, icon }: { image: string | undefined; icon: IconName }) {
  return (
    <StyledFrame>
      {image ? <img src={uploadedImageSrc(image)} alt="" loading="lazy" /> : <Icon name={icon} />}
    </StyledFrame>
  );
}
