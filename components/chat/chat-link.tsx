import type { ChatLink as ChatLinkData } from '@/lib/chat/links';
import { PlainLink } from '@/components/ui/plain-link';
import { Icon } from '@/components/ui/icon';

const linkClass = 'inline-flex min-h-8 items-center gap-1 rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline';

/** A link under a reply: a page of ours, another host (new tab), or a mailto/tel address. */
export function ChatLink({ link, newTabNote }: { link: ChatLinkData; newTabNote: string }) {
  const content = (
    <>
      {link.label}
      {link.badge ? <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{link.badge}</span> : null}
      <Icon name="arrow" size={14} />
    </>
  );
  if (link.href.startsWith('/') || link.external) {
    return (
      <PlainLink href={link.href} external={link.external ?? false} newTabNote={newTabNote} className={linkClass}>
        {content}
      </PlainLink>
    );
  }
  return (
    <a href={link.href} className={linkClass}>
      {content}
    </a>
  );
}
