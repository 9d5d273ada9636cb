import { getAllPosts, getPost, getPosts } from './posts';

// The fixture blog (test/fixtures/blog): two published English articles and a Swahili translation.
describe('the articles by language', () => {
  it('gives the English pages the English articles only', () => {
    expect(getPosts('en').map((post) => post.slug)).toEqual(['fixture-new-post', 'fixture-companion-post']);
    expect(getPost('fixture-new-post-sw', 'en')).toBeUndefined();
  });

  it('finds a Swahili article in Swahili, with its cover', () => {
    expect(getPosts('sw').map((post) => post.slug)).toEqual(['fixture-new-post-sw']);
    expect(getPost('fixture-new-post-sw', 'sw')).toMatchObject({ language: 'sw', translationOf: 'fixture-new-post', cover: { width: expect.any(Number) } });
    expect(getAllPosts()).toHaveLength(3);
  });
});
