import { ChevronDown, ChevronUp, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { media } from '../theme/media';
import { StyledFold, StyledInline, StyledPanel, StyledToggle } from './CollapsibleFilters.styles';

export type CollapsibleFiltersProps = {
  /** The filter controls (selects, dates…). */
  children: ReactNode;
  /** How many of them are set: said on the button while they are folded ('Filters (2)'). */
  activeCount?: number;
  /** The button's words. */
  label?: string;
};

/**
 * A list's filters that fold behind one button on a phone, where they would push the list
 * below the fold; on a wider screen they lie in the row as they are. The button says how
 * many are set, and whether they are shown (aria-expanded).
 */
export function CollapsibleFilters({
  children,
  activeCount = 0,
  label = 'Filters',
}: CollapsibleFiltersProps) {
  const narrow = useMediaQuery(media.narrow);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!narrow) return <StyledInline>{children}</StyledInline>;
  return (
    <StyledFold>
      <StyledToggle>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((shown) => !shown)}
        >
          <SlidersHorizontal aria-hidden />
          {activeCount > 0 ? `${label} (${activeCount})` : label}
          {open ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
        </Button>
      </StyledToggle>
      <StyledPanel id={panelId} hidden={!open}>
        {children}
      </StyledPanel>
    </StyledFold>
  );
}
