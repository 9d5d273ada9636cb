import { clsx } from 'clsx';
import type { ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping falsy ones, and lets a later Tailwind utility win over an earlier
 * one of the same kind (so a caller's `className` can override a component's default).
 * Server components only: client components use joinClasses (lib/join-classes.ts), which keeps tailwind-merge
 * (about 7 KB gzip) out of the browser's JavaScript.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
