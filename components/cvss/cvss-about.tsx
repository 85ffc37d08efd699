import { cvssContent } from '@/content/cvss';
import { SEVERITY_SCALE, severityStyle } from './presentation';

/** How CVSS scores work, with the severity ranges of specification 9. */
export function CvssAbout() {
  const { about } = cvssContent;
  return (
    <section aria-labelledby="cvss-about-title" className="bg-ink-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-16 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16 lg:px-8 lg:py-24 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div>
          <h2 id="cvss-about-title" className="sm:text-headline text-3xl font-bold">
            {about.title}
          </h2>
          <div className="text-ink-700 mt-6 grid max-w-3xl gap-4 leading-relaxed">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="rounded-card border-ink-100 shadow-card h-fit overflow-hidden border bg-white">
          <table className="w-full text-left text-sm">
            <caption className="text-ink-950 px-5 pt-5 pb-4 text-left font-bold">
              {about.scaleCaption}
            </caption>
            <thead className="bg-ink-50 text-ink-700 border-ink-100 border-y">
              <tr>
                <th scope="col" className="px-5 py-2.5 font-semibold">
                  {cvssContent.result.severity}
                </th>
                <th scope="col" className="px-5 py-2.5 font-semibold">
                  {cvssContent.result.baseScore}
                </th>
              </tr>
            </thead>
            <tbody>
              {SEVERITY_SCALE.map((band) => (
                <tr key={band.severity} className="border-ink-100 border-t first:border-t-0">
                  <th scope="row" className="px-5 py-3 font-medium">
                    <span className="text-ink-900 inline-flex items-center gap-2.5">
                      <span
                        aria-hidden="true"
                        className={`${severityStyle(band.severity).swatch} size-3 rounded-full`}
                      />
                      {band.label}
                    </span>
                  </th>
                  <td className="text-ink-700 px-5 py-3 tabular-nums">{band.range}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
