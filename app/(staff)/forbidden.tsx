import Link from 'next/link';
import { privacyForbiddenCopy as copy } from '@/content/privacy';
import { SUPPORT_PATH } from '@/lib/auth/client';

/**
 * The 403 page (`forbidden()` in a page): only the privacy pages (/soporte/datos,
 * /soporte/privacidad/*) call it, for staff without the privacy role (docs/support-tool.md, Datos personales).
 */
export default function Forbidden() {
  return (
    <main className="grid min-h-dvh place-items-center px-5 text-center">
      <div className="max-w-xl">
        <h1 className="text-3xl font-bold">{copy.title}</h1>
        <p className="mt-3 text-ink-700">{copy.body}</p>
        <Link
          href={SUPPORT_PATH}
          className="mt-6 inline-block font-semibold text-brand-700 underline"
        >
          {copy.back}
        </Link>
      </div>
    </main>
  );
}
