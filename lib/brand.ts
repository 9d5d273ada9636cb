/**
 * The brand's name on its own, for copy that client components import: the rest of the site's
 * facts (lib/site.ts, which spells its name from here) would travel to the browser with it.
 */
export const brandName = 'Kilele Pay';
