'use client';

import { useRef, useState } from 'react';
import type { LeadKind } from '@/lib/lead-kinds';
import { problemOf } from '@/lib/form-state';
import type { FormProblem } from '@/lib/form-state';
import { onDemand } from '@/lib/on-demand';
import type { FinalVerdict } from '@/lib/offline/leads/sender';
import { noAnswer, postToRoute } from '@/lib/post-to-route';
import type { FieldErrors } from '@/lib/validation/fields';
import { honeypotField } from '@/lib/validation/honeypot';
import { problemMessage } from './lead-words';
import type { LeadWords } from './lead-words';
import { notify, preloadToasts } from './notify';
import type { NotifyOptions } from './notify';

/** How a lead route answered, in the terms a form acts on. */
export type LeadOutcome = { kind: 'received'; sandbox: boolean } | { kind: 'invalid'; fields: FieldErrors } | { kind: 'refused'; problem: FormProblem };

/**
 * What a post can lead to: an answer, or, without a connection, the submission kept on the
 * device, with the answer it gets once the connection is back (the form stays filled until then).
 */
export type PostOutcome = LeadOutcome | { kind: 'kept'; later: Promise<LeadOutcome> };

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
  /** The form, whose stable route is /api/<form>. */
  form: LeadKind;
  copy: LeadFormCopy;
  /** The 'Submitting' state lasts at least this long (the notify form's one second). */
  minimumMs?: number;
}

/** Sends the fields as JSON with the form's trap field as the page holds it (empty, for a person). */
export type PostLead = (form: HTMLFormElement, fields: Record<string, string>) => Promise<PostOutcome>;

// What keeps a submission made without a connection: fetched while the visitor is on the form
// (prepare), because once offline it could no longer be downloaded.
const offlineSender = onDemand(() => import('@/lib/offline/leads/sender'));

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The submit logic of the contact, newsletter and notify forms, in one place: one guard
 * against a second submission (a ref, set before anything renders, so a double tap sends
 * once), one way to post (JSON to the form's stable route, which a page from a previous
 * build reaches too), and one mapping from the answer to what the visitor is told. A post
 * that gets no answer (offline) is kept on the device and sent when the connection returns
 * (lib/offline/leads): the visitor is told so, and the form acts on the answer when it comes.
 *
 *   const { submitting, submit } = useLeadSubmit({ form: 'newsletter', copy });
 *   onSubmit={(event) => { event.preventDefault(); void submit(event.currentTarget, async (post) => { … await post(form, values) … }) }}
 */
export function useLeadSubmit({ form: kind, copy, minimumMs = 0 }: LeadSubmitOptions) {
  const path = `/api/${kind}`;
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
    if (!result.ok && result.status === noAnswer) {
      const kept = await keepForLater(kind, body, copy);
      if (kept) return kept;
    }
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

  /** Fetches, while still online, what a submission made offline needs: call it when the visitor starts on the form. */
  function prepare(): void {
    offlineSender.preload();
    preloadToasts();
  }

  return { submitting, submit, prepare };
}

/** Keeps a submission that got no answer, says so, and announces its answer when it comes; null when it could not be kept. */
async function keepForLater(kind: LeadKind, body: Record<string, string>, copy: LeadFormCopy): Promise<PostOutcome | null> {
  let later: Promise<FinalVerdict> | null;
  try {
    later = (await offlineSender.load()).keepForLater(kind, body, copy.language.locale);
  } catch {
    return null;
  }
  if (!later) return null;
  void notify.info(copy.language.offline.saved, { duration: offlineNoticeMs });
  return {
    kind: 'kept',
    later: later.then((verdict) => {
      const outcome = outcomeOfVerdict(verdict);
      if (outcome.kind === 'received' && !outcome.sandbox) void notify.success(copy.language.offline.delivered, copy.toast);
      else announce(outcome, copy);
      return outcome;
    }),
  };
}

/** Long enough to read a sentence twice. */
const offlineNoticeMs = 10_000;

function outcomeOfVerdict(verdict: FinalVerdict): LeadOutcome {
  if (verdict.kind === 'received') return { kind: 'received', sandbox: verdict.sandbox };
  if (verdict.kind === 'invalid') return { kind: 'invalid', fields: verdict.fields };
  return { kind: 'refused', problem: problemOf(verdict.status) };
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
