import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Sistema de Turno de Soporte' };

export default function SupportPage() {
  return (
    <main className="mx-auto max-w-7xl px-5 py-10">
      <h1 className="text-3xl font-bold">Sistema de Turno de Soporte</h1>
    </main>
  );
}
