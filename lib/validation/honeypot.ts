/**
 * The trap field every lead form carries. A person never sees it (it is off screen and hidden
 * from assistive technology) and a browser never fills it (a name that means nothing to
 * autofill, autocomplete off); a script that fills every field does. Its name is arbitrary on
 * purpose: "website" or "url" would invite autofill and tell a bot what it is.
 */
export const honeypotField = 'kp_q7x_ref';
