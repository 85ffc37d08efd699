import Link from 'next/link';

/** Reached only for pages that exist but whose content does not (an unknown blog post, …). */
export default function NotFound() {
  return (
    <main className="grid min-h-dvh place-items-center px-5 text-center">
      <div>
        <p className="text-brand-600 text-sm font-semibold tracking-wider uppercase">Error 404</p>
        <h1 className="mt-3 text-3xl font-bold">No encontramos esta página</h1>
        <Link href="/" className="text-brand-700 mt-6 inline-block font-semibold underline">
          Volver al inicio
        </Link>
      </div>
    </main>
  );
}
