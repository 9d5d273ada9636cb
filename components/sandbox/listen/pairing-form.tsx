'use client';

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { CommandHalves } from '@/components/code/command-halves';
import { listenCommandHalves } from '@/lib/sandbox-listen/commands';
import { normalisePairingCode } from '@/lib/sandbox-listen/protocol';
import type { ForwardToMachineWords } from './forward-to-machine-words';

export interface PairingFormProps {
  words: ForwardToMachineWords;
  onCode: (code: string) => void;
}

/** The command to run and the field for the code it prints. Loaded when first opened. */
export function PairingForm({ words, onCode }: PairingFormProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = normalisePairingCode(typed);
    setInvalid(code === null);
    if (code !== null) onCode(code);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2 rounded-lg bg-surface p-3" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} className="text-sm font-semibold">
        {words.open}
      </h4>
      <p className="text-xs text-muted">{words.intro}</p>
      {/* Wrapped, not scrolled: a narrow inbox showed only the command's first words. */}
      <pre className="rounded bg-[#0a0c10] p-2 font-mono text-xs wrap-anywhere whitespace-pre-wrap text-[#f0f3f6]">
        <CommandHalves halves={listenCommandHalves} breakAddress />
      </pre>
      <label htmlFor={`${id}-code`} className="block text-sm font-semibold">
        {words.codeLabel}
      </label>
      {/* The field takes the room the button leaves, so the two stay on one line even at 320 px. */}
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          aria-invalid={invalid}
          autoCapitalize="characters"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          className="min-w-0 flex-1 rounded-lg border border-line bg-white p-2 font-mono text-sm text-ink"
        />
        <button type="submit" className="btn btn-primary">
          {words.pair}
        </button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {words.codeHint}
      </p>
      {invalid ? (
        <p id={`${id}-error`} className="text-xs font-semibold text-red-800">
          {words.invalidCode}
        </p>
      ) : null}
    </form>
  );
}
