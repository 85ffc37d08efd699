import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Acceso Restringido' };

export default function LoginPage() {
  return (
    <main className="grid min-h-dvh place-items-center px-5">
      <h1 className="text-3xl font-bold">Acceso Restringido</h1>
    </main>
  );
}
