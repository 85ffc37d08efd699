import Link from 'next/link';
import { notFoundCopy } from '@/content/site';

/**
 * Reached only for pages that exist but whose content does not (an unknown blog post, …), inside
 * the site's header and footer. Here rather than at the app's root: a root not-found brings its
 * own copy of the stylesheet into every page's data (docs/benchmarks.md, bench:paint).
 */
export default function NotFound() {
  return (
    <section className="grid min-h-[calc(100dvh-var(--header-height))] place-items-center px-5 py-20 text-center">
      <div>
        <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">
          {notFoundCopy.eyebrow}
        </p>
        <h1 className="mt-3 text-3xl font-bold">{notFoundCopy.title}</h1>
        <Link href="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
          {notFoundCopy.back}
        </Link>
      </div>
    </section>
  );
}
