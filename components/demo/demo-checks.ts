import { onDemand } from '@/lib/on-demand';

/** The demo forms' checks (zod and the phone metadata): loaded on first use of a form, not with the page. */
export const demoChecks = onDemand(() => import('@/lib/demo/validate'));
