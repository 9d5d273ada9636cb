import Link from 'next/link';
import type { notFoundCopy } from '@/lib/content/not-found';

export interface NotFoundMessageProps {
  copy: Record<keyof typeof notFoundCopy, string>;
  homeHref: string;
  /** False inside the site's layout, which already holds the page's one main landmark. */
  landmark?: boolean;
}

/** "Page not found" with a way home, in the page's language: the 404's one piece of content. */
export function NotFoundMessage({ copy, homeHref, landmark = true }: NotFoundMessageProps) {
  const Wrapper = landmark ? 'main' : 'div';
  return (
    <Wrapper id={landmark ? 'main' : undefined} className="container-page flex flex-1 flex-col items-center justify-center gap-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="text-muted">{copy.body}</p>
      <Link href={homeHref} className="btn btn-primary">
        {copy.homeLink}
      </Link>
    </Wrapper>
  );
}
