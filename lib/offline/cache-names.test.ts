import { cacheName, cachesToDelete, keptOfOtherBuilds } from './cache-names';

describe('the service worker caches', () => {
  const names = [
    cacheName('pages', 'old'),
    cacheName('assets', 'old'),
    cacheName('offline', 'old'),
    cacheName('kept', 'old'),
    cacheName('pages', 'new'),
    cacheName('assets', 'new'),
    cacheName('kept', 'new'),
    'someone-elses-cache',
  ];

  it('names each cache after its build', () => {
    expect(cacheName('pages', 'abc')).not.toBe(cacheName('pages', 'abd'));
    expect(cacheName('pages', 'abc')).not.toBe(cacheName('assets', 'abc'));
  });

  it('deletes every cache of another build once the new one is active, but no other cache', () => {
    expect(cachesToDelete(names, 'new').sort()).toEqual([cacheName('assets', 'old'), cacheName('offline', 'old'), cacheName('pages', 'old')].sort());
  });

  it('keeps nothing of the current build among the caches to delete', () => {
    expect(cachesToDelete(names, 'new').filter((name) => name.endsWith('-new'))).toEqual([]);
  });

  it('keeps the pages a reader chose of an earlier build until they are kept again in the new one', () => {
    expect(keptOfOtherBuilds(names, 'new')).toEqual([cacheName('kept', 'old')]);
    expect(keptOfOtherBuilds(names, 'old')).toEqual([cacheName('kept', 'new')]);
  });

  it('does not mistake a build whose id ends like the current one for it', () => {
    expect(cachesToDelete([cacheName('pages', 'a-new')], 'new')).toEqual([cacheName('pages', 'a-new')]);
  });
});
