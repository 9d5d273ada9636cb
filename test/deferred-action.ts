import type { PostResult } from '@/lib/post-to-route';
import { noAnswer } from '@/lib/post-to-route';
import { honeypotField } from '@/lib/validation/honeypot';

/**
 * A mocked postToRoute whose answer a jsdom test gives when it wants, and whose posts it
 * reads back as the JSON body the form sent (without the empty trap field a person leaves).
 */
export function deferAnswers(post: jest.Mock) {
  let answer: (result: PostResult) => void = () => {};
  post.mockImplementation(
    () =>
      new Promise<PostResult>((resolve) => {
        answer = resolve;
      }),
  );
  return {
    answer: (result: PostResult) => answer(result),
    /** What postToRoute answers when no answer came (offline): it never rejects. */
    failNetwork: () => answer({ ok: false, status: noAnswer, fields: {} }),
    /** The route of the nth post. */
    path: (call = 0): unknown => post.mock.calls[call]?.[0],
    /** The fields of the nth post. */
    posted(call = 0): Record<string, unknown> {
      const body: unknown = post.mock.calls[call]?.[1];
      if (typeof body !== 'object' || body === null) return {};
      const fields: Record<string, unknown> = Object.fromEntries(Object.entries(body));
      if (fields[honeypotField] === '') delete fields[honeypotField];
      return fields;
    },
  };
}
