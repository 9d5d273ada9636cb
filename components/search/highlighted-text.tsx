import type { Highlighted } from '@/lib/search/types';

/** A run of a result's text with the words that matched the query in <mark>. */
export function HighlightedText({ runs }: { runs: Highlighted }) {
  return runs.map((run, index) =>
    run.marked ? (
      <mark key={index} className="bg-accent-100">
        {run.text}
      </mark>
    ) : (
      run.text
    ),
  );
}
