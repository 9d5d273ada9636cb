/** Card excerpts are cut to this many characters. */
export const excerptLimit = 120;
