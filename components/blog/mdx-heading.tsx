import { cn } from '@/lib/cn';
import type { ReactNode } from 'react';

export interface MdxHeadingProps {
  level: 2 | 3 | 4;
  id: string;
  children?: ReactNode;
}

const sizes = { 2: 'mt-12 text-2xl', 3: 'mt-10 text-xl', 4: 'mt-8 text-lg' } as const;

/** A section heading with an anchor, so a reader can link straight to it. */
export function MdxHeading({ level, id, children }: MdxHeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={cn('group scroll-mt-24 font-bold tracking-tight text-ink', sizes[level])}>
      <a href={`#${id}`} className="rounded no-underline hover:text-brand-700">
        {children}
        <span aria-hidden="true" className="ml-2 text-brand-600 opacity-0 group-focus-within:opacity-100 group-hover:opacity-100">
          #
        </span>
      </a>
    </Tag>
  );
}
