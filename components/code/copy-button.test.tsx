import { act, fireEvent, render, screen } from '@testing-library/react';
import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  let writeText: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  function renderWithCode(code: string) {
    return render(
      <>
        <pre>
          <code id="sample">{code}</code>
        </pre>
        <CopyButton codeId="sample" />
      </>,
    );
  }

  it("copies the code block's text and shows 'Copied!' for 2 s", async () => {
    renderWithCode('curl -X POST');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Code' }));
    });
    expect(writeText).toHaveBeenCalledWith('curl -X POST');
    expect(screen.getByRole('button')).toHaveTextContent('Copied!');
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('button')).toHaveTextContent('Copied!');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button')).toHaveTextContent('Copy Code');
  });

  it('says so when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderWithCode('x');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Code' }));
    });
    expect(screen.getByRole('button')).toHaveTextContent('Copy failed');
  });

  it('says the copy failed, and writes nothing, when the code block it names is missing', async () => {
    render(<CopyButton codeId="missing" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Code' }));
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveTextContent('Copy failed');
  });
});
