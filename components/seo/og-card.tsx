import { ImageResponse } from 'next/og';
import { shareImageSize } from '@/lib/seo/share-images';
import { site } from '@/lib/site';
import { brandColors } from '@/components/brand/colors';

export interface OgCardProps {
  title: string;
  /** A small label above the title: an article's category, "API reference", … */
  category?: string;
  /** The line at the foot of the card, in the image's language; the site's English tagline unless told. */
  tagline?: string;
}

/** The one share-image design: brand mark, optional category, title, tagline and domain. */
export function OgCard({ title, category, tagline = site.tagline }: OgCardProps) {
  const host = new URL(site.external.docs).hostname.replace(/^docs\./, '');
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: `linear-gradient(135deg, ${brandColors.greenDeep} 0%, ${brandColors.green} 60%, ${brandColors.greenBright} 100%)`,
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <svg width="72" height="72" viewBox="0 0 32 32">
          <rect width="32" height="32" rx="8" fill="#ffffff" />
          <path d="M5 24 13 10l4 7 3-4 7 11z" fill={brandColors.green} />
          <path d="m13 10 2.2 3.9-2.2 1.6-2.1-1.7z" fill={brandColors.amber} />
        </svg>
        <div style={{ fontSize: 40, fontWeight: 700 }}>{site.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        {category ? (
          <div
            style={{
              display: 'flex',
              alignSelf: 'flex-start',
              padding: '8px 20px',
              borderRadius: 999,
              background: brandColors.amber,
              color: brandColors.greenDeep,
              fontSize: 28,
              fontWeight: 700,
            }}
          >
            {category}
          </div>
        ) : null}
        <div style={{ fontSize: title.length > 60 ? 56 : 68, fontWeight: 700, lineHeight: 1.1, maxWidth: 1040 }}>{title}</div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 28, color: brandColors.greenPale }}>
        <span>{tagline}</span>
        <span>{host}</span>
      </div>
    </div>
  );
}

export function renderOgImage(props: OgCardProps): ImageResponse {
  return new ImageResponse(<OgCard {...props} />, shareImageSize);
}
