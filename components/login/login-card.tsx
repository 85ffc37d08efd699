import Link from 'next/link';
import type { ReactNode } from 'react';
import { LogoMark } from '@/components/site/logo';
import { Icon } from '@/components/ui/icons';

/** The frame of the login page: title, subtitle, the form, and the way back to the site. */
export function LoginCard({ children }: { children: ReactNode }) {
  return (
    <main className="from-brand-950 via-brand-900 to-brand-700 grid min-h-dvh place-items-center bg-gradient-to-br px-5 py-12">
      <div className="shadow-pop w-full max-w-md rounded-[1.75rem] bg-white p-8 sm:p-10">
        <div className="flex flex-col items-center text-center">
          <LogoMark className="size-12" />
          <span className="bg-brand-50 text-brand-700 mt-5 grid size-11 place-items-center rounded-full">
            <Icon name="lock" className="size-5" />
          </span>
          <h1 className="mt-4 text-3xl font-bold">Acceso Restringido</h1>
          <p className="text-ink-600 mt-2">
            Ingresa tus credenciales para acceder al sistema de turnos de soporte.
          </p>
        </div>
        <div className="mt-8">{children}</div>
        <div className="border-ink-100 mt-8 border-t pt-6 text-center">
          <p className="text-ink-600 text-sm">
            ¿No tienes acceso? Contacta al administrador del sistema.
          </p>
          <Link
            href="/"
            className="text-brand-700 ring-brand-200 hover:bg-brand-50 mt-4 inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ring-1 transition"
          >
            <Icon name="arrow-left" className="size-4" />
            Volver al sitio
          </Link>
        </div>
      </div>
    </main>
  );
}
