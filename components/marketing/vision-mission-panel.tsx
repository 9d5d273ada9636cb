import type { Locale } from '@/lib/i18n/locales';
import { copyIn } from '@/lib/content/copy';
import type { VisionMission } from '@/lib/content/vision-mission';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon';

export interface VisionMissionPanelProps {
  /** The page's language. */
  locale: Locale;
  /** Which reading: the home page and the About page each quote their own pair. */
  statements: VisionMission;
  id: string;
}

/** The vision and mission, side by side on a dark band. */
export function VisionMissionPanel({ statements, id, locale }: VisionMissionPanelProps) {
  const { visionMissionHeading } = copyIn(locale).visionMission;
  const items: { title: string; text: string; icon: IconName }[] = [
    { title: visionMissionHeading.vision, text: statements.vision, icon: 'globe' },
    { title: visionMissionHeading.mission, text: statements.mission, icon: 'spark' },
  ];
  return (
    <section aria-labelledby={id} className="bg-brand-900 py-20 text-white">
      <div className="container-page">
        <h2 id={id} className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          {visionMissionHeading.title}
        </h2>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {items.map((item) => (
            <div key={item.title} className="rounded-2xl border border-white/15 bg-white/5 p-8">
              <Icon name={item.icon} className="size-8 text-accent-400" />
              <h3 className="mt-4 text-xl font-semibold">{item.title}</h3>
              <p className="mt-3 text-lg text-brand-100">{item.text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
