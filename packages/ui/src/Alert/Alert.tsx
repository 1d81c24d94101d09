import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton';
import { StyledAlert, StyledText, type AlertTone } from './Alert.styles';

export type AlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The spec's alert type: success or error. */
  tone: AlertTone;
  children: ReactNode;
  /** Shows a dismiss button when given. */
  onDismiss?: () => void;
  dismissLabel?: string;
};

/**
 * An inline message ('Invalid login'). Errors are announced at once (role alert),
 * successes politely (role status).
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone, children, onDismiss, dismissLabel = 'Dismiss', ...rest },
  ref,
) {
  return (
    <StyledAlert ref={ref} role={tone === 'error' ? 'alert' : 'status'} $tone={tone} {...rest}>
      {tone === 'error' ? <CircleAlert aria-hidden /> : <CircleCheck aria-hidden />}
      <StyledText>{children}</StyledText>
      {onDismiss ? (
        <IconButton size="sm" label={dismissLabel} icon={<X aria-hidden />} onClick={onDismiss} />
      ) : null}
    </StyledAlert>
  );
});
