import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { dismissToast, pauseToast, resumeToast, toasts, type Toast } from '../../stores/toasts.ts';
import { nl } from '../../i18n/nl.ts';
import { addStyles } from '../../dom/styles.ts';
import css from './toast.css?inline';

addStyles('toasts', css);

/** The stack of toasts, newest last. Success and info are announced politely, danger at once. */
export function Toaster() {
  useSignals();
  return (
    <div className="si-toaster__stack">
      {toasts.value.map((toast) => (
        <ToastBox key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastBox({ toast }: { toast: Toast }) {
  const pause = () => pauseToast(toast.id);
  const resume = () => resumeToast(toast.id);
  // On the screen from now: its 4 s start here, not when it was asked for.
  useEffect(() => resumeToast(toast.id), [toast.id]);
  return (
    <div
      className={`si-toast si-toast--${toast.kind}`}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) resume();
      }}
    >
      {/* The close button sits outside the live region so screen readers read only the message.
          The message is a text child, never innerHTML: it may come from a URL or the page. */}
      <p className="si-toast__message" role={toast.kind === 'danger' ? 'alert' : 'status'}>
        {toast.message}
      </p>
      <button
        type="button"
        className="si-toast__close"
        aria-label={nl.dismissNotice}
        onClick={() => dismissToast(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
