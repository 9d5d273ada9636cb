/**
 * The demo's panels, loaded while its loading screen shows rather than with the page: a
 * visitor sees them 1.5 s after the page is live at the earliest, and the page's first load
 * stays small. Their words come as props, with the page.
 */
export { DemoForm } from './demo-form';
export { DemoPaybill } from './demo-paybill';
export { DemoSuccess } from './demo-success';
