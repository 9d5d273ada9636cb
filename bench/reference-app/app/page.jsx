// A heading and six paragraphs, no stylesheet, and no client component but the layout's
// few-byte hydration marker: what any App Router page costs before it holds anything of its own.
const paragraphs = [
  'Payments move money from one account to another, and every step of the way has to be fast, safe and easy to follow.',
  'A merchant in Nairobi takes mobile money, cards and bank transfers, and wants to see them all settle in one place.',
  'A developer wants a sandbox that answers like production, clear errors, and documentation that shows the request.',
  'A customer on a slow phone wants the page to appear at once, with the words first and nothing moving as it loads.',
  'Reconciliation matches what was paid with what was ordered, so the books close at the end of every day.',
  'This page holds nothing else: no script of its own, no image and no stylesheet, only the framework itself.',
];

export default function Page() {
  return (
    <main>
      <h1>A bare Next page</h1>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </main>
  );
}
