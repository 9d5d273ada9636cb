import styles from './submitting-dots.module.css';

export interface SubmittingLabelProps {
  /** The word before the dots, e.g. "Submitting". */
  text: string;
}

/**
 * "Submitting..." whose dots blink in turn (SPEC §4). Screen readers get the plain text once;
 * the animated copy is hidden from them (separate spans could be read as "Submitting . . .").
 */
export function SubmittingLabel({ text }: SubmittingLabelProps) {
  return (
    <>
      <span className="sr-only">{text}...</span>
      <span aria-hidden="true">
        {text}
        <span className={styles.dot}>.</span>
        <span className={styles.dot}>.</span>
        <span className={styles.dot}>.</span>
      </span>
    </>
  );
}
