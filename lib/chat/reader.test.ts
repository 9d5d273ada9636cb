import { marketOfPath } from './reader';

describe('marketOfPath', () => {
  it('is the market in the address, in either language', () => {
    expect(marketOfPath('/tz/sw/about')).toBe('tz');
    expect(marketOfPath('/ug')).toBe('ug');
    expect(marketOfPath('/ke/developers/api/payouts')).toBe('ke');
  });

  it('is the live market where the address names none', () => {
    expect(marketOfPath('/')).toBe('ke');
    expect(marketOfPath('/sw/blog/rss.xml')).toBe('ke');
  });
});
