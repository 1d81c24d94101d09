import { useId } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import type { ThemePreference } from '../theme/tokens';
import {
  StyledChoice,
  StyledChoices,
  StyledFieldset,
  StyledLegend,
  StyledRadio,
} from './ThemeSwitch.styles';

export type ThemeSwitchProps = {
  /** The person's current choice. */
  value: ThemePreference;
  onChange: (preference: ThemePreference) => void;
  /** The group's name, read before the choices. */
  legend?: string;
  className?: string;
};

const CHOICES: readonly { value: ThemePreference; label: string; icon: IconName }[] = [
  { value: 'light', label: 'Light', icon: 'sun' },
  { value: 'dark', label: 'Dark', icon: 'moon' },
  { value: 'system', label: 'System', icon: 'monitor' },
];

/**
 * Light, dark or the system's setting, as three native radios drawn as one segmented
 * control: arrow keys move between them and choose, as radios always do.
 */
export function ThemeSwitch({ value, onChange, legend = 'Theme', className }: ThemeSwitchProps) {
  const name = useId();
  return (
    <StyledFieldset className={className}>
      <StyledLegend>{legend}</StyledLegend>
      <StyledChoices>
        {CHOICES.map((choice) => (
          <StyledChoice key={choice.value}>
            <StyledRadio
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>
              <Icon name={choice.icon} size="sm" />
              {choice.label}
            </span>
          </StyledChoice>
        ))}
      </StyledChoices>
    </StyledFieldset>
  );
}
