'use client';

import { useRef, useState } from 'react';
import { problemOf } from '@/lib/form-state';
import type { FormProblem } from '@/lib/form-state';
import { postToRoute } from '@/lib/post-to-route';
import type { FieldErrors } from '@/lib/validation/fields';
import { honeypotField } from '@/lib/validation/honeypot';
import { problemMessage } from './lead-words';
import type { LeadWords } from './lead-words';
import { notify } from './notify';
import type { NotifyOptions } from './notify';

/** How a lead route answered, in the terms a form acts on. */
export type LeadOutcome = { kind: 'received'; sandbox: boolean } | { kind: 'invalid'; fields: FieldErrors } | { kind: 'refused'; problem: FormProblem };

export interface LeadFormCopy {
  /** The success toast; null when the form confirms another way (the notify dialog). */
  received: string | null;
  /** The form's own words for "not sent, try again". */
  failure: string;
  toast?: NotifyOptions;
  /** The page's language: posted with the fields, and the words for a refused post. */
  language: LeadWords;
}

export interface LeadSubmitOptions {
  /** The lead route: /api/contact, /api/newsletter, /api/notify. */
  path: string;
  copy: LeadFormCopy;
  /** The 'Submitting' state lasts at least this long (the notify form's one second). */
  minimumMs?: number;
}

/** Sends the fields as JSON with the form's trap field as the page holds it (empty, for a person). */
export type PostLead = (form: HTMLFormElement, fields: Record<string, string>) => Promise<LeadOutcome>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The submit logic of the contact, newsletter and notify forms, in one place: one guard
 * against a second submission (a ref, set before anything renders, so a double tap sends
 * once), one way to post (JSON to the form's stable route, which a page from a previous
 * build reaches too), and one mapping from the answer to what the visitor is told.
 *
 *   const { submitting, submit } = useLeadSubmit({ path: '/api/newsletter', copy });
 *   onSubmit={(event) => { event.preventDefault(); void submit(event.currentTarget, async (post) => { … await post(form, values) … }) }}
 */
export function useLeadSubmit({ path, copy, minimumMs = 0 }: LeadSubmitOptions) {
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  // Whether the running submission reached its post: only a failure before it (the checks
  // did not load) hands the form to the browser.
  const posted = useRef(false);

  const post: PostLead = async (form, fields) => {
    posted.current = true;
    setSubmitting(true);
    const trap = form.elements.namedItem(honeypotField);
    const body = { ...fields, language: copy.language.locale, [honeypotField]: trap instanceof HTMLInputElement ? trap.value : '' };
    const [result] = await Promise.all([postToRoute(path, body), wait(minimumMs)]);
    const outcome: LeadOutcome = result.ok
      ? { kind: 'received', sandbox: result.sandbox }
      : result.status === 400 && Object.keys(result.fields).length > 0
        ? { kind: 'invalid', fields: result.fields }
        : { kind: 'refused', problem: problemOf(result.status) };
    announce(outcome, copy);
    return outcome;
  };

  /** Runs one submission's work (checks, then `post`), unless one is already running. */
  async function submit(form: HTMLFormElement, work: (post: PostLead) => Promise<void>): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    posted.current = false;
    try {
      await work(post);
    } catch {
      // The checks could not load, so nothing was sent. After a deploy their file is gone for
      // good: the browser posts the form itself, as without JavaScript, to the same route
      // (a receipt, or a page that says why with everything typed). Offline, it would fail.
      if (!posted.current && navigator.onLine) form.submit();
      else void notify.error(copy.failure);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  return { submitting, submit };
}

/** The toast for an answer: the same words for the same answer on every form. */
function announce(outcome: LeadOutcome, copy: LeadFormCopy): void {
  const { language } = copy;
  if (outcome.kind === 'received') {
    if (copy.received === null) return;
    if (outcome.sandbox) void notify.info(language.sandboxModeCopy.mail, copy.toast);
    else if (copy.received) void notify.success(copy.received, copy.toast);
    return;
  }
  void notify.error(outcome.kind === 'invalid' ? language.invalidFormMessage : problemMessage(language, outcome.problem, copy.failure));
}
