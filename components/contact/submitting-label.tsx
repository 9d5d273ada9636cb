export interface SubmittingLabelProps {
  /** The word before the dots, e.g. "Submitting". */
  text: string;
}

/**
 * "Submitting..." whose dots blink in turn. Screen readers get the plain text once;
 * the animated copy is hidden from them (separate spans could be read as "Submitting . . .").
 * The dots stand still under reduced motion.
 */
export function SubmittingLabel({ text }: SubmittingLabelProps) {
  return (
    <>
      <span className="sr-only">{text}...</span>
      <span aria-hidden="true">
        {text}
        <span className="animate-blink motion-reduce:animate-none">.</span>
        <span className="animate-blink [animation-delay:0.2s] motion-reduce:animate-none">.</span>
        <span className="animate-blink [animation-delay:0.4s] motion-reduce:animate-none">.</span>
      </span>
    </>
  );
}
