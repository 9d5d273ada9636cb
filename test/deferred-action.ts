import type { FormState } from '@/lib/form-state';

/**
 * A mocked Server Action whose answer a jsdom test gives when it wants, and whose posts it
 * reads back as plain objects (what the browser would have posted).
 */
export function deferAnswers<Field extends string>(action: jest.Mock) {
  let answer: (state: FormState<Field>) => void = () => {};
  let fail: (reason: Error) => void = () => {};
  action.mockImplementation(
    () =>
      new Promise<FormState<Field>>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  return {
    answer: (state: FormState<Field>) => answer(state),
    failNetwork: () => fail(new TypeError('Failed to fetch')),
    /** The fields of the nth post. */
    posted(call = 0): Record<string, FormDataEntryValue> {
      const data: unknown = action.mock.calls[call]?.[1];
      return data instanceof FormData ? Object.fromEntries(data) : {};
    },
  };
}
