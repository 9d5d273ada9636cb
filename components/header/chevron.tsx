/** The down arrow of a menu button; it turns when the button's menu (its <details>) is open. Its
 * stroke is the `chevron` class's (app/globals.css): the header draws it on every menu. */
export function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" className="chevron">
      <path d="M2.5 4.5 6 8l3.5-3.5" />
    </svg>
  );
}
