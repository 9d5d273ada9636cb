// html-validate's settings for the prerendered pages (html.test.mjs). Every rule of its
// recommended and document presets is on, except the ones below, which object to how React and
// Next write valid HTML or to editors' content, not to defects.
/** @type {import('html-validate').ConfigData} */
export const htmlValidateConfig = {
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // React writes some attribute names in camelCase (charSet, hrefLang); HTML ignores their case.
    'attr-case': 'off',
    // React closes void elements as `<meta/>`; both spellings are valid HTML.
    'void-style': 'off',
    // React writes boolean attributes as `disabled=""`; valid HTML, same meaning as `disabled`.
    'attribute-boolean-style': 'off',
    // React writes empty attributes as `hidden=""`; valid HTML, same meaning as `hidden`.
    'attribute-empty-style': 'off',
    // Article titles are the editors' words: a long one is truncated in results, not an error.
    'long-title': 'off',
    // React's useId ids start with an underscore, which HTML allows: only HTML's own rules apply.
    'valid-id': ['error', { relaxed: true }],
    // A list or table named by aria-label is fine; naming an element without a role still fails.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Scrollable code blocks and tables are named regions so a keyboard can scroll them; a <section> cannot be scrolled that way.
    'prefer-native-element': ['error', { exclude: ['region'] }],
    // Our scripts and styles are same-origin: integrity is required only for other origins.
    'require-sri': ['error', { target: 'crossorigin' }],
  },
};
