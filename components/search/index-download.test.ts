import { locales } from '@/lib/i18n/locales';
import { searchIndexHref } from '@/lib/search/index-file';
import { indexAddress } from './index-download';

describe("the index address the header's field starts downloading", () => {
  it.each(locales)('is the address of the index of %s', (locale) => {
    expect(indexAddress(locale)).toBe(searchIndexHref(locale));
  });
});
