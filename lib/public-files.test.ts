import { isPublicFile } from './public-files';

describe('isPublicFile', () => {
  it('knows the files in public/', () => {
    expect(isPublicFile('/images/logo.svg')).toBe(true);
  });

  it.each(['/images/no-such-file.png', '/images', '/images/', '/wp-login.php'])('is false for %s, which is not a file there', (path) => {
    expect(isPublicFile(path)).toBe(false);
  });

  it.each(['/../package.json', '/images/../../package.json', '/%2e%2e/package.json', '/%E0%A4%A'])('never reaches outside public/: %s', (path) => {
    expect(isPublicFile(path)).toBe(false);
  });
});
