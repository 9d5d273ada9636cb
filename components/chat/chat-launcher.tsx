'use client';

import { useState } from 'react';
import type { ComponentType } from 'react';
import { notify } from '@/components/ui/notify';
import { chatLauncherCopy } from '@/lib/content/chat-launcher';
import { onDemand } from '@/lib/on-demand';
import { LauncherButton } from './launcher-button';

const chatWidget = onDemand(() => import('./chat-widget'));

/**
 * All the chat code a page loads: one button. The panel, its state machine and the reply
 * table are fetched with import() on the first click (a heavy island loads on demand),
 * then the widget takes the button's place, already open.
 */
export function ChatLauncher() {
  const [Widget, setWidget] = useState<ComponentType | null>(null);
  const [loading, setLoading] = useState(false);

  async function load() {
    if (loading) return;
    setLoading(true);
    try {
      const { ChatWidget } = await chatWidget.load();
      setWidget(() => ChatWidget);
    } catch {
      // Offline, or a deploy replaced the chunk: say so and let the next click try again.
      setLoading(false);
      void notify.error(chatLauncherCopy.loadError);
    }
  }

  return (
    // The landmark is also an 80 px strip at the end of the page (the footer's colour after a
    // footer): scrolled to the bottom, the fixed button or the minimised bar sits over it
    // rather than over the last links.
    <aside aria-label={chatLauncherCopy.region} className="h-20 shrink-0 print:hidden [footer+&]:bg-ink">
      {Widget ? <Widget /> : <LauncherButton onClick={load} busy={loading} />}
    </aside>
  );
}
