'use client';

import { toastTitles, uiCopy } from '@/content/ui';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Icon } from './icons';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

/** Titles by type (`toastTitles`); gone after 5 s (docs/product.md). */
const TOAST_LIFETIME_MS = 5000;

const tones: Record<ToastType, string> = {
  success: 'border-accent-500 bg-white [&_svg]:text-accent-600',
  error: 'border-red-500 bg-white [&_svg]:text-red-600',
  info: 'border-brand-500 bg-white [&_svg]:text-brand-600',
  warning: 'border-amber-500 bg-white [&_svg]:text-amber-600',
};

interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

const ToastContext = createContext<((type: ToastType, message: string) => void) | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (type: ToastType, message: string) => {
      const id = ++nextId.current;
      setToasts((current) => [...current, { id, type, message }]);
      setTimeout(() => dismiss(id), TOAST_LIFETIME_MS);
    },
    [dismiss],
  );

  const value = useMemo(() => show, [show]);

  return (
    <ToastContext value={value}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-4 top-4 z-50 flex flex-col items-end gap-3 sm:left-auto sm:w-96"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}
            className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border-l-4 p-4 shadow-pop ${tones[toast.type]}`}
          >
            <Icon
              name={toast.type === 'success' ? 'check' : 'info'}
              className="mt-0.5 size-5 shrink-0"
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink-950">{toastTitles[toast.type]}</p>
              <p className="mt-0.5 text-sm break-words text-ink-700">{toast.message}</p>
            </div>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              aria-label={uiCopy.closeToast}
              className="-m-1 rounded-lg p-1 text-ink-500 transition hover:bg-ink-100 hover:text-ink-900"
            >
              <Icon name="close" className="size-4" />
            </button>
          </div>
        ))}
      </div>
    </ToastContext>
  );
}

/** Shows a toast: `toast('success', 'Usuario creado')`. */
export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it');
  return show;
}
