import { useEffect } from 'react';

interface ToastProps {
  title: string;
  text: string;
  onClose: () => void;
  durationMs?: number;
}

/** A notification at the bottom right, announced politely by screen readers. */
export function Toast({ title, text, onClose, durationMs = 8000 }: ToastProps) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, durationMs);
    return () => window.clearTimeout(timer);
  }, [onClose, durationMs]);
  return (
    <div className="toast" role="status">
      <p className="toast-title">{title}</p>
      <p>{text}</p>
      <button type="button" className="toast-close" onClick={onClose} aria-label="Close notification">
        ×
      </button>
    </div>
  );
}
