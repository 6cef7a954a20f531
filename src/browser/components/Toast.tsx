import { useEffect } from 'react';
import { useSiteLayout } from '../app/site-layout';

interface ToastProps {
  title: string;
  text: string;
  onClose: () => void;
  durationMs?: number;
}

/** A notification at the bottom right, announced politely by screen readers. */
export function Toast({ title, text, onClose, durationMs = 8000 }: ToastProps) {
  const { strings } = useSiteLayout();
  useEffect(() => {
    const timer = window.setTimeout(onClose, durationMs);
    return () => window.clearTimeout(timer);
  }, [onClose, durationMs]);
  return (
    <div className="toast" role="status">
      <p className="toast-title">{title}</p>
      <p>{text}</p>
      <button type="button" className="toast-close" onClick={onClose} aria-label={strings.closeNotification}>
        ×
      </button>
    </div>
  );
}
