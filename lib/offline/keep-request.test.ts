import { keepRequestSchema } from './keep-request';

describe('a request to keep pages', () => {
  it('accepts the pages a page asks to keep', () => {
    expect(keepRequestSchema.safeParse({ type: 'keep-pages', urls: ['/ke/developers/api/mpesa-stk-push'], lasting: true }).success).toBe(true);
  });

  it.each([[{ type: 'CACHE_URLS', urls: [], lasting: true }], [{ type: 'keep-pages', urls: '/ke', lasting: true }], ['keep'], [null]])(
    'ignores any other message: %j',
    (message) => {
      expect(keepRequestSchema.safeParse(message).success).toBe(false);
    },
  );
});
