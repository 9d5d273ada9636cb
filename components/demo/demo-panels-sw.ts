import { frequencyLabels } from '@/lib/content/sw/demo';
import { demoPaybill } from '@/lib/content/sw/paybill';
import { formatKes } from '@/lib/i18n/swahili-format';
import type { DemoPanelWords } from './demo-words';

/**
 * The demo's panels in Kiswahili, loaded while its loading screen shows rather than with the page: a
 * visitor sees them 1.5 s after the page is live at the earliest, and the page's first load
 * stays small. The words only the panels show come with them.
 */
export { DemoForm } from './demo-form';
export { DemoPaybill } from './demo-paybill';
export { DemoSuccess } from './demo-success';

export const panelWords: DemoPanelWords = { frequencyLabels, demoPaybill, formatKes: (shillings) => formatKes(shillings) };
