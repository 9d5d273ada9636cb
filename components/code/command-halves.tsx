import type { CommandHalves as Halves } from '@/lib/sandbox-listen/commands';

export interface CommandHalvesProps {
  halves: Halves;
}

/**
 * A shell command as two inline blocks: the line breaks between its halves when it must, not
 * after a hyphen inside one. Inline blocks add no line break to the text, so a selection or a copy
 * button still takes the one-line command. No hooks: server and client components both use it.
 */
export function CommandHalves({ halves: [what, where] }: CommandHalvesProps) {
  return (
    <>
      <span className="inline-block">{what}</span> <span className="inline-block">{where}</span>
    </>
  );
}
