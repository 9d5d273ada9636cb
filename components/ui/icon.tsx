/**
 * The site's small line icons, drawn on a 24-unit grid with a 2-unit stroke in the text colour.
 * Decorative: the text beside each icon says what it means. The stroke is the `icon` class's
 * (app/globals.css), so each of the page's icons is not written with the same five attributes,
 * once in the HTML and again in the route data React hydrates from.
 */
const paths = {
  // Marketing cards and lists
  shield: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6zM9 12l2 2 4-4',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2-5 2',
  code: 'm8 8-4 4 4 4M16 8l4 4-4 4M14 5l-4 14',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M16 3.5a4 4 0 0 1 0 7.5M18 15c2.5.5 4 2.5 4 6',
  lock: 'M6 11h12v10H6zM8 11V8a4 4 0 0 1 8 0v3M12 15v2',
  spark: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  layers: 'M12 3 2 8l10 5 10-5zM2 13l10 5 10-5M2 17.5l10 5 10-5',
  terminal: 'M3 5h18v14H3zM7 10l3 2-3 2M12 15h5',
  // Controls: the chat panel, disclosures
  reset: 'M4 12a8 8 0 1 0 2.4-5.7M4 4v4.5h4.5',
  minimise: 'M6 12h12',
  expand: 'M6 15l6-6 6 6',
  chevronDown: 'm6 9 6 6 6-6',
  close: 'M6 6l12 12M18 6 6 18',
  send: 'M4 12 20 4l-6 16-2.5-6.5zM11.5 13.5 20 4',
  assistant: 'M12 3v3M7 9h10a3 3 0 0 1 3 3v4a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3v-4a3 3 0 0 1 3-3zM9.5 13.5v.01M14.5 13.5v.01',
  arrow: 'M5 12h14M13 6l6 6-6 6',
} as const;

export type IconName = keyof typeof paths;

export interface IconProps {
  name: IconName;
  /** Width and height in pixels; a `size-*` class may override them. */
  size?: number;
  className?: string;
}

export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className={className ? `icon ${className}` : 'icon'}>
      <path d={paths[name]} />
    </svg>
  );
}
