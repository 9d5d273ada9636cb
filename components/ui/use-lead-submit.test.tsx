import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { postToRoute } from '@/lib/post-to-route';
import { notify } from './notify';
import { leadWordsIn } from './lead-words-in';
import { useLeadSubmit } from './use-lead-submit';
import type { PostLead } from './use-lead-submit';

jest.mock('../../lib/post-to-route', () => ({ ...jest.requireActual('../../lib/post-to-route'), postToRoute: jest.fn() }));
jest.mock('./notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() }, preloadToasts: jest.fn() }));
const post = jest.mocked(postToRoute);

type Submit = (form: HTMLFormElement, work: (post: PostLead) => Promise<void>) => Promise<void>;
let submitOf: Submit | null = null;

function Probe({ expose }: { expose: (submit: Submit) => void }) {
  const { submit } = useLeadSubmit({ form: 'newsletter', copy: { received: 'Thanks', failure: 'Could not', language: leadWordsIn('en') } });
  useEffect(() => expose(submit));
  return (
    <form aria-label="probe">
      <input name="kp_q7x_ref" defaultValue="" />
    </form>
  );
}

function renderProbe(): HTMLFormElement {
  const { getByRole } = render(
    <Probe
      expose={(submit) => {
        submitOf = submit;
      }}
    />,
  );
  const form = getByRole('form');
  if (!(form instanceof HTMLFormElement)) throw new Error('no form');
  return form;
}

describe('useLeadSubmit', () => {
  beforeEach(() => jest.clearAllMocks());

  it('sends a double submission once: the guard is set before anything renders', async () => {
    post.mockResolvedValue({ ok: true, sandbox: false });
    const form = renderProbe();
    const work = (send: PostLead) => send(form, { email: 'a@example.com' }).then(() => undefined);
    await act(async () => {
      await Promise.all([submitOf?.(form, work), submitOf?.(form, work)]);
    });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/newsletter', { email: 'a@example.com', language: 'en', kp_q7x_ref: '' });
    expect(notify.success).toHaveBeenCalledWith('Thanks', undefined);
  });

  it('hands the form to the browser when its checks cannot load (a deploy removed them), and only then', async () => {
    const nativeSubmit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const form = renderProbe();
    await act(async () => {
      await submitOf?.(form, () => Promise.reject(new Error('Loading chunk failed')));
    });
    expect(nativeSubmit).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();

    // A failure after the post is told, not posted again.
    post.mockResolvedValue({ ok: true, sandbox: false });
    await act(async () => {
      await submitOf?.(form, async (send) => {
        await send(form, { email: 'a@example.com' });
        throw new Error('after');
      });
    });
    expect(nativeSubmit).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith('Could not');
    nativeSubmit.mockRestore();
  });
});

describe('useLeadSubmit without a connection', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    localStorage.clear();
  });

  it('keeps the submission on the device, says so in the page language, and sends the same body once the connection is back', async () => {
    post.mockResolvedValue({ ok: false, status: 0, fields: {} });
    const form = renderProbe();
    const outcomes: string[] = [];
    await act(async () => {
      await submitOf?.(form, async (send) => {
        const outcome = await send(form, { email: 'a@example.com' });
        outcomes.push(outcome.kind);
        if (outcome.kind === 'kept') void outcome.later.then((answer) => outcomes.push(answer.kind));
      });
    });
    expect(outcomes).toEqual(['kept']);
    expect(notify.info).toHaveBeenCalledWith(leadWordsIn('en').offline.saved, expect.anything());
    expect(notify.error).not.toHaveBeenCalled();
    expect(localStorage.getItem('kilelepay:offline-leads')).toContain('a@example.com');

    post.mockResolvedValue({ ok: true, sandbox: false });
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(outcomes).toEqual(['kept', 'received']);
    expect(post).toHaveBeenCalledTimes(2);
    expect(post.mock.calls[1]).toEqual(post.mock.calls[0]);
    expect(notify.success).toHaveBeenCalledWith(leadWordsIn('en').offline.delivered, undefined);
    expect(localStorage.getItem('kilelepay:offline-leads')).toBeNull();
  });
});
