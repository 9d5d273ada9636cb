import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/site';
import type { ReplyField } from './lead-forms';

export interface ReplyPage {
  status: number;
  /** The language of the form's page, which the reply speaks. */
  locale: Locale;
  /** The home page of the form's market and language, linked under the form. */
  home: string;
  title: string;
  /** Why the submission was not received, in the form's own words. */
  reason: string;
  action: string;
  submit: string;
  fields: readonly ReplyField[];
  values: Record<string, string>;
  errors: Record<string, string>;
}

const replyPagePolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

/**
 * The answer to a post made without JavaScript that was not received (a field to fix, too
 * many posts, the service down): a plain page that says why and gives back everything typed,
 * in a form that posts to the same address. Plain HTML, no script and no style, so that it
 * works in any browser and under any Content-Security-Policy.
 */
export function replyPage({ status, locale, home, title, reason, action, submit, fields, values, errors }: ReplyPage): Response {
  const controls = fields.map(({ name, label, kind }) => {
    const value = escape(values[name] ?? '');
    const id = `field-${name}`;
    if (kind === 'hidden') return `<input type="hidden" name="${name}" value="${value}">`;
    const error = errors[name] ? `<p id="${id}-error"><strong>${escape(errors[name])}</strong></p>` : '';
    const described = errors[name] ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
    const control =
      kind === 'textarea'
        ? `<textarea id="${id}" name="${name}" rows="6"${described}>${value}</textarea>`
        : `<input id="${id}" type="${kind}" name="${name}" value="${value}"${described}>`;
    return `<p><label for="${id}">${escape(label)}</label><br>${control}</p>${error}`;
  });
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)} | ${escape(site.name)}</title></head>
<body>
<main>
<h1>${escape(title)}</h1>
<p role="alert">${escape(reason)}</p>
<form method="post" action="${escape(action)}">
${controls.join('\n')}
<p><button type="submit">${escape(submit)}</button></p>
</form>
<p><a href="${escape(home)}">${escape(site.name)}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // The policy of every /api answer, but for its one form, which posts back here.
      'Content-Security-Policy': replyPagePolicy,
    },
  });
}
