import type { SVGAttributes } from 'react';
import { ICONS, type IconName } from './icons';
import { StyledIcon } from './Icon.styles';

export type IconSize = 'sm' | 'md' | 'lg';

export type IconProps = Omit<SVGAttributes<SVGSVGElement>, 'children'> & {
  name: IconName;
  size?: IconSize;
};

/**
 * An icon of the design system's set, drawn in the current text colour. Decorative:
 * hidden from assistive tech, so the button or link around it carries the name.
 */
export function Icon({ name, size = 'md', ...rest }: IconProps) {
  return <StyledIcon as={ICONS[name]} aria-hidden focusable="false" $size={size} {...rest} />;
}
