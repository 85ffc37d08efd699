import { cvssContent } from '@/content/cvss';
import { CvssCalculatorFromUrl } from './calculator';

/**
 * The calculator keeps the page static: the vector of a shared link (/cvss?vector=…) is read
 * in the browser (CvssCalculatorFromUrl).
 */
export function CvssCalculatorSection() {
  return (
    <div className="mx-auto max-w-7xl px-5 pb-16 lg:px-8 lg:pb-24">
      <noscript>
        <p className="mb-6 rounded-xl bg-yellow-50 px-4 py-3 text-sm text-yellow-900 ring-1 ring-yellow-300">
          {cvssContent.noscript}
        </p>
      </noscript>
      <CvssCalculatorFromUrl />
    </div>
  );
}
