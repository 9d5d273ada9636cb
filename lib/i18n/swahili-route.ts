import { setRequestLocale } from './request-locale';

/**
 * A Swahili route's page or generateMetadata from the English one: it sets the page's language
 * first, so the shared page (and every Server Component below it) reads the Swahili copy.
 * app/(sw)/** is made of these: one page per English page, the same code in another language.
 */
export function inSwahili<Props, Result>(render: (props: Props) => Result): (props: Props) => Result {
  return function swahili(props: Props) {
    setRequestLocale('sw');
    return render(props);
  };
}
