import type { Locale } from '@/lib/i18n/locales';
import { copyIn } from '@/lib/content/copy';
import { TeamImage } from './team-image';

/** The About page's Who We Are section, with the team picture. */
export function WhoWeAre({ locale }: { locale: Locale }) {
  const { whoWeAre } = copyIn(locale).about;
  const { image } = whoWeAre;
  return (
    <section aria-labelledby="who-we-are-title" className="py-20">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <div>
          <h2 id="who-we-are-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {whoWeAre.title}
          </h2>
          {whoWeAre.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg text-muted">
              {paragraph}
            </p>
          ))}
        </div>
        <TeamImage src={image.src} alt={image.alt} width={image.width} height={image.height} />
      </div>
    </section>
  );
}
