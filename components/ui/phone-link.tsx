import { site } from '@/lib/site';

export interface PhoneLinkProps {
  className?: string;
}

/** The office phone as a call link; its spaces do not break, so the number never wraps across lines. */
export function PhoneLink({ className }: PhoneLinkProps) {
  return (
    <a href={site.contact.phoneHref} className={className}>
      {site.contact.phone.replaceAll(' ', '\u00a0')}
    </a>
  );
}
