/** Timing promises quoted in the FAQ and by the chat assistant. */
export const remittanceTimes = {
  /** Remittances from the USA to Kenya typically arrive within this many hours… */
  typicalHours: { min: 1, max: 24 },
  /** …and most within this many. */
  mostHours: { min: 1, max: 4 },
  route: { from: 'USA', to: 'Kenya' },
} as const;

/** Business sign-up is reviewed in under this many hours. */
export const signUpHours = 24;
