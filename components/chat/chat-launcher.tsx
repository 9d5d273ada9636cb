'use client';

import { useState } from 'react';
import type { ComponentType } from 'react';
import { notify } from '@/components/ui/notify';
import type { ChatLocale, LoadedChat } from '@/lib/chat/locales';
import type { Country } from '@/lib/countries';
import type { ChatPanelWords } from '@/lib/content/chat-panel';
import { onDemand } from '@/lib/on-demand';
import { LauncherButton } from './launcher-button';
import type { ChatLauncherCopy } from './launcher-button';
import type { ChatWidgetProps } from './chat-widget';

const chatWidget = onDemand(() => import('./chat-widget'));
const chatLocales = onDemand(() => import('@/lib/chat/locales'));

export interface ChatLauncherProps {
  /** The page's language: the panel's words and replies are loaded in it. */
  locale: ChatLocale;
  /** The market in the page's route, as the layout has it: the replies give its facts. */
  country: Country;
  /** The button's words, in the page's language (the only chat words a page carries before a click). */
  copy: ChatLauncherCopy;
  /**
   * The panel's labels, in the page's language: plain data from the layout, shown once the
   * panel loads (the greeting and quick actions come with the replies).
   */
  panelCopy: ChatPanelWords['copy'];
}

/**
 * All the chat code a page loads: one button. The panel, its state machine and the reply
 * table of the page's language are fetched with import() on the first click (a heavy island
 * loads on demand), then the widget takes the button's place, already open.
 */
export function ChatLauncher({ locale, country, copy, panelCopy }: ChatLauncherProps) {
  const [loaded, setLoaded] = useState<(LoadedChat & { ChatWidget: ComponentType<ChatWidgetProps> }) | null>(null);
  const [loading, setLoading] = useState(false);

  async function load() {
    if (loading) return;
    setLoading(true);
    try {
      const [{ ChatWidget }, { chatIn }] = await Promise.all([chatWidget.load(), chatLocales.load()]);
      setLoaded({ ChatWidget, ...(await chatIn(locale)) });
    } catch {
      // Offline, or a deploy replaced the chunk: say so and let the next click try again.
      setLoading(false);
      void notify.error(copy.loadError);
    }
  }

  return (
    // The landmark is also an 80 px strip at the end of the page (the footer's colour after a
    // footer): scrolled to the bottom, the fixed button or the minimised bar sits over it
    // rather than over the last links.
    <aside aria-label={copy.region} className="h-20 shrink-0 print:hidden [footer+&]:bg-ink">
      {loaded ? (
        <loaded.ChatWidget words={{ copy: panelCopy, ...loaded.opening }} replier={loaded.replier} country={country} launcherCopy={copy} />
      ) : (
        <LauncherButton onClick={load} busy={loading} copy={copy} />
      )}
    </aside>
  );
}
