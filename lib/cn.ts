import { clsx } from 'clsx';
import type { ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping falsy ones, and lets a later Tailwind utility win over an earlier
 * one of the same kind (so a caller's `className` can override a component's default).
 * Server components only: client components join their few classes with template strings,
 * which keeps tailwind-merge (about 7 KB gzip), and even clsx (about 0.15 KB on every page), out
 * of the browser's JavaScript.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
