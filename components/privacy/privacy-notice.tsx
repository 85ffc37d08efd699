import { formatCalendarDate } from '@/lib/format';
import { noticeSections, privacyNotice } from '@/content/privacy';
import { privacyRightLabels } from '@/lib/privacy/client';

/** The privacy notice's text (content/privacy.ts), with its version and date. */
export function PrivacyNotice({
  retentionDays,
  responseDays,
}: {
  retentionDays: number;
  responseDays: number;
}) {
  const sections = noticeSections({
    retentionDays,
    responseDays,
    rightLabels: privacyRightLabels,
  });
  return (
    <div className="mx-auto max-w-3xl px-5 py-12 lg:px-8">
      <p className="text-sm text-ink-600" data-testid="notice-version">
        {privacyNotice.versionLine(
          privacyNotice.version,
          formatCalendarDate(privacyNotice.publishedOn) ?? privacyNotice.publishedOn,
        )}
      </p>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          // The first two sections share the first screen with the heading.
          className={index < 2 ? undefined : 'below-fold'}
        >
          <h2 id={`${section.id}-title`} className="mt-10 text-2xl font-bold">
            {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-ink-700">
              {paragraph}
            </p>
          ))}
          {section.items && (
            <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-ink-700">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.after?.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-ink-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
