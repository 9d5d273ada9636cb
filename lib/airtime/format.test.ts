import { localKenyanNumber } from './format';

describe('localKenyanNumber', () => {
  it('writes a normalised number the way it is typed in Kenya', () => {
    expect(localKenyanNumber('254712345678')).toBe('0712345678');
    expect(localKenyanNumber('254110123456')).toBe('0110123456');
  });

  it('leaves anything else alone', () => {
    expect(localKenyanNumber('0712345678')).toBe('0712345678');
  });
});
