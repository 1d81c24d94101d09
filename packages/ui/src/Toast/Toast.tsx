import { forwardRef, useEffect, useState, type HTMLAttributes, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton';
import { StyledMessage, StyledRegion, StyledToast, type ToastTone } from './Toast.styles';

export type ToastProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  tone?: ToastTone;
  children: ReactNode;
  onDismiss: () => void;
  /** Milliseconds before it leaves by itself; null keeps it until dismissed. */
  duration?: number | null;
  dismissLabel?: string;
};

/**
 * A short message that leaves by itself. Hovering or focusing it stops the clock
 * (people who read slowly or use a keyboard get the time they need).
 */
export const Toast = forwardRef<HTMLDivElement, ToastProps>(function Toast(
  { tone = 'info', children, onDismiss, duration = 5000, dismissLabel = 'Dismiss', ...rest },
  ref,
) {
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (duration === null || paused) return undefined;
    const timer = setTimeout(onDismiss, duration);
    return () => clearTimeout(timer);
  }, [duration, paused, onDismiss]);

  return (
    <StyledToast
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
      $tone={tone}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      {...rest}
    >
      <StyledMessage>{children}</StyledMessage>
      <IconButton size="sm" label={dismissLabel} icon={<X aria-hidden />} onClick={onDismiss} />
    </StyledToast>
  );
});

export type ToastRegionProps = HTMLAttributes<HTMLElement> & {
  /** Names the landmark screen-reader users jump to. */
  label?: string;
};

/** Where toasts stack: a labelled landmark fixed to the bottom corner. */
export const ToastRegion = forwardRef<HTMLElement, ToastRegionProps>(function ToastRegion(
  { label = 'Notifications', ...rest },
  ref,
) {
  return <StyledRegion ref={ref} aria-label={label} {...rest} />;
});
