import type { ReactNode } from 'react';
import type { CommandHalves as Halves } from '@/lib/sandbox-listen/commands';

export interface CommandHalvesProps {
  halves: Halves;
  /**
   * In a column too narrow for the address (a side panel on a phone), let it break after a slash
   * of its path rather than inside a word. Off where the address is laid out whole (a table, which
   * would narrow its column around the shorter lines even on a wide screen).
   */
  breakAddress?: boolean;
}

/**
 * The text with a line-break opportunity after each slash of an address's path, so that a narrow
 * screen breaks `…:3000/mpesa/` before `callback`, not inside a word. <wbr> adds no character: a
 * copy still takes the address whole.
 */
function breakableAfterPathSlashes(text: string): ReactNode[] {
  return text
    .replace(/([^/:]\/)(?=[^/])/g, '$1\u0000')
    .split('\u0000')
    .flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

/**
 * A shell command as two inline blocks: the line breaks between its halves when it must, not
 * after a hyphen inside one (a break after `kilele-` or `--` reads as another command). Inline blocks
 * add no line break to the text, so a selection or a copy button still takes the one-line command.
 * No hooks: server and client components both use it.
 */
export function CommandHalves({ halves: [what, where], breakAddress = false }: CommandHalvesProps) {
  return (
    <>
      <span className="inline-block">{what}</span> <span className="inline-block">{breakAddress ? breakableAfterPathSlashes(where) : where}</span>
    </>
  );
}
