import Link from 'next/link';
import { notFoundCopy } from '@/content/site';

/** Reached only for pages that exist but whose content does not (an unknown blog post, …). */
export default function NotFound() {
  return (
    <main className="grid min-h-dvh place-items-center px-5 text-center">
      <div>
        <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">
          {notFoundCopy.eyebrow}
        </p>
        <h1 className="mt-3 text-3xl font-bold">{notFoundCopy.title}</h1>
        <Link href="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
          {notFoundCopy.back}
        </Link>
      </div>
    </main>
  );
}
