/**
 * Joins class names, skipping the falsy ones: the class helper of client components. Not clsx
 * (nor cn, which adds tailwind-merge): clsx would add about 160 bytes gzip to every page, because
 * the header's menus are client components, and these joins need none of its object forms.
 */
export function joinClasses(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
