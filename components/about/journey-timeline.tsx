import type { Locale } from '@/lib/i18n/locales';
import { copyIn } from '@/lib/content/copy';
import { SectionHeading } from '@/components/marketing/section-heading';

/** The About page's journey, as an ordered list (order is the point). */
export function JourneyTimeline({ locale }: { locale: Locale }) {
  const { timeline, timelineHeading } = copyIn(locale).timeline;
  return (
    <section aria-labelledby="journey-title" className="py-20">
      <div className="container-page">
        <SectionHeading id="journey-title" title={timelineHeading.title} lead={timelineHeading.lead} align="center" />
        <ol aria-labelledby="journey-title" className="relative mx-auto mt-12 max-w-3xl border-l-2 border-brand-200 pl-8">
          {timeline.map((milestone) => (
            <li key={milestone.period} className="relative pb-10 last:pb-0">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[2.5625rem] size-4 rounded-full border-4 border-white bg-brand-600 ring-2 ring-brand-200"
              />
              <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">{milestone.period}</p>
              <h3 className="mt-1 text-xl font-semibold">{milestone.title}</h3>
              <p className="mt-2 text-muted">{milestone.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
