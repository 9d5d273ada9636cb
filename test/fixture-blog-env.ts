// Unit tests read the fixture blog (test/fixtures/blog), never the editors' articles: a new post
// in content/blog must not change what a test sees. Tests of the real articles name that
// folder themselves.
process.env.BLOG_CONTENT_DIR = 'test/fixtures/blog';
