/** SPEC §9: card excerpts are truncated to 120 characters. */
export const excerptLimit = 120;
