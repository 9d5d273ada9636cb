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

  it("copies the text and shows 'Copied!' for 2 s", async () => {
    render(<CopyButton text="curl -X POST" />);
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
    render(<CopyButton text="x" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Code' }));
    });
    expect(screen.getByRole('button')).toHaveTextContent('Copy failed');
  });
});
