import type { WebhookEvent } from '@/lib/api-docs/catalogue';
import { apiDocCopy } from '@/lib/content/developers';
import { HeadingSection } from '@/components/ui/heading-section';

export interface WebhookEventsProps {
  events: WebhookEvent[];
}

/** The webhook events an API sends, listed on that API's page. */
export function WebhookEvents({ events }: WebhookEventsProps) {
  return (
    <HeadingSection size="medium" headingId="webhooks-heading" heading={apiDocCopy.webhooks.heading} lead={apiDocCopy.webhooks.lead}>
      <ul className="mt-4 divide-y divide-line rounded-xl border border-line">
        {events.map((event) => (
          <li key={event.name} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-baseline sm:gap-4">
            <code className="font-mono text-sm font-semibold text-brand-800">{event.name}</code>
            <span className="text-sm text-muted">{event.description}</span>
          </li>
        ))}
      </ul>
    </HeadingSection>
  );
}
