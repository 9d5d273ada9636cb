import { z } from 'zod';

/**
 * zod, configured once for the whole site: import `z` from here, never from 'zod' itself (lint
 * enforces it). jitless: zod otherwise compiles object parsers with `new Function`, after
 * probing whether eval is allowed; the Content-Security-Policy forbids eval, so in the browser
 * the probe itself is a violation report on every page with a form.
 */
z.config({ jitless: true });

export { z };
