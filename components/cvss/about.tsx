import { cvssContent } from '@/content/cvss';
import { SEVERITY_SCALE, severityStyle } from './presentation';

/** How CVSS scores work, with the severity ranges of docs/product.md (CVSS calculator). */
export function CvssAbout() {
  const { about } = cvssContent;
  return (
    <section aria-labelledby="cvss-about-title" className="below-fold bg-ink-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-16 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16 lg:px-8 lg:py-24 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div>
          <h2 id="cvss-about-title" className="text-3xl font-bold sm:text-headline">
            {about.title}
          </h2>
          <div className="mt-6 grid max-w-3xl gap-4 leading-relaxed text-ink-700">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="h-fit overflow-hidden rounded-card border border-ink-100 bg-white shadow-card">
          <table className="w-full text-left text-sm">
            <caption className="px-5 pt-5 pb-4 text-left font-bold text-ink-950">
              {about.scaleCaption}
            </caption>
            <thead className="border-y border-ink-100 bg-ink-50 text-ink-700">
              <tr>
                <th scope="col" className="px-5 py-2.5 font-semibold">
                  {cvssContent.result.severity}
                </th>
                <th scope="col" className="px-5 py-2.5 font-semibold">
                  {cvssContent.v3.result.baseScore}
                </th>
              </tr>
            </thead>
            <tbody>
              {SEVERITY_SCALE.map((band) => (
                <tr key={band.severity} className="border-t border-ink-100 first:border-t-0">
                  <th scope="row" className="px-5 py-3 font-medium">
                    <span className="inline-flex items-center gap-2.5 text-ink-900">
                      <span
                        aria-hidden="true"
                        className={`${severityStyle(band.severity).swatch} size-3 rounded-full`}
                      />
                      {band.label}
                    </span>
                  </th>
                  <td className="px-5 py-3 text-ink-700 tabular-nums">{band.range}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
