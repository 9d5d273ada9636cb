import { benefits, whyUs } from '@/lib/content/benefits';
import { contactAnchor } from '@/lib/content/contact';
import { IconCard } from '@/components/marketing/icon-card';
import { SectionHeading } from '@/components/marketing/section-heading';

/** The home page's why-us section: the benefits, and Get Started to the contact section. */
export function WhyUs() {
  return (
    <section aria-labelledby="why-us-title" className="bg-surface py-20">
      <div className="container-page">
        <SectionHeading id="why-us-title" eyebrow={whyUs.eyebrow} title={whyUs.title} lead={whyUs.lead} align="center" />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((benefit) => (
            <IconCard key={benefit.title} compact {...benefit} />
          ))}
        </ul>
        <div className="mt-12 text-center">
          {/* The contact section is further down this page: a plain in-page anchor. */}
          <a href={`#${contactAnchor}`} className="btn btn-primary px-6 text-base">
            {whyUs.cta}
          </a>
        </div>
      </div>
    </section>
  );
}
