import { contactAnchor } from '@/lib/content/shared';
import { cn } from '@/lib/cn';
import type { Country } from '@/lib/countries';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPageHref } from '@/lib/i18n/localized-routes';
import { site } from '@/lib/site';
import { contactSubjects } from '@/lib/validation/contact';
import { AppLink } from '@/components/ui/app-link';
import { PhoneLink } from '@/components/ui/phone-link';
import { ContactForm } from './contact-form';
import { contactWordsIn } from './contact-words-in';
import { NewsletterForm } from './newsletter-form';

export interface ContactSectionProps {
  country: Country;
  /** The page's language: the forms get its words alone, as props. */
  locale: Locale;
}

const card = 'rounded-2xl border border-line bg-white p-6 shadow-sm';

/** The home page's #contact section: the form, contact details, quick actions and the newsletter. */
export function ContactSection({ country, locale }: ContactSectionProps) {
  const { contactSection, getInTouch, newsletterCopy, quickActions } = copyIn(locale).contact;
  const forms = contactWordsIn(locale);
  return (
    <>
      <section id={contactAnchor} aria-labelledby="contact-title" className="scroll-mt-20 bg-surface py-20">
        <div className="container-page">
          <div className="max-w-2xl">
            <h2 id="contact-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {contactSection.title}
            </h2>
            <p className="mt-4 text-lg text-muted">{contactSection.lead}</p>
          </div>
          <div className="mt-12 grid gap-8 lg:grid-cols-3">
            <div className={cn(card, 'self-start sm:p-8 lg:col-span-2')}>
              <ContactForm subjects={contactSubjects} country={country} words={forms.contact} />
            </div>
            <div className="flex flex-col gap-6">
              <div className={card}>
                <h3 className="text-lg font-semibold">{getInTouch.title}</h3>
                <dl className="mt-4 space-y-3 text-sm">
                  <div>
                    <dt className="font-medium text-muted">{getInTouch.email}</dt>
                    <dd>
                      <a href={`mailto:${site.contact.email}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                        {site.contact.email}
                      </a>
                    </dd>
                  </div>
                  <div>
                    <dt className="font-medium text-muted">{getInTouch.phone}</dt>
                    <dd>
                      <PhoneLink className="font-medium text-brand-700 underline-offset-2 hover:underline" />
                    </dd>
                  </div>
                  <div>
                    <dt className="font-medium text-muted">{getInTouch.location}</dt>
                    <dd>
                      {site.office.city}, {site.office.country}
                      <span translate="no" className="block text-muted">
                        {site.office.line}
                      </span>
                    </dd>
                  </div>
                </dl>
              </div>
              <div className={card}>
                <h3 className="text-lg font-semibold">{quickActions.title}</h3>
                <ul className="mt-4 flex flex-col gap-3">
                  <li>
                    <AppLink locale={locale} href={localizedPageHref(country, 'developers', locale)} className="btn btn-secondary w-full">
                      {quickActions.docs}
                    </AppLink>
                  </li>
                  <li>
                    <AppLink locale={locale} href={site.external.community} external className="btn btn-secondary w-full">
                      {quickActions.community}
                    </AppLink>
                  </li>
                  <li>
                    <AppLink locale={locale} href={site.external.signUp} external className="btn btn-primary w-full">
                      {quickActions.getStarted}
                    </AppLink>
                  </li>
                </ul>
              </div>
              <div className={card}>
                <h3 className="text-lg font-semibold">{newsletterCopy.title}</h3>
                <p className="mt-1 text-sm text-muted">{newsletterCopy.lead}</p>
                <NewsletterForm country={country} words={forms.newsletter} />
              </div>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
