import type { ReactNode } from 'react';

/** The blog's error state: the content service's message in a red box. */
export function LoadError({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-4 rounded-card border border-red-200 bg-red-50 p-6 text-red-800"
    >
      <p className="font-medium">{message}</p>
      {children}
    </div>
  );
}
