import { Redo2, Undo2 } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton';
import { StyledHistory } from './VariantGrid.styles';

type HistoryButtonsProps = {
  onUndo: () => void;
  onRedo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  disabled: boolean;
};

/** Undo and Redo, naming the shortcuts the grid's cells take. */
export function HistoryButtons({
  onUndo,
  onRedo,
  canUndo,
  canRedo,
  disabled,
}: HistoryButtonsProps) {
  return (
    <StyledHistory>
      <IconButton
        label="Undo"
        icon={<Undo2 aria-hidden />}
        variant="secondary"
        onClick={onUndo}
        disabled={disabled || !canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
      />
      <IconButton
        label="Redo"
        icon={<Redo2 aria-hidden />}
        variant="secondary"
        onClick={onRedo}
        disabled={disabled || !canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
      />
    </StyledHistory>
  );
}
