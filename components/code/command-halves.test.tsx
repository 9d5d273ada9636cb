import { fireEvent, render, screen } from '@testing-library/react';
import { listenCommand, listenCommandHalves, triggerCommand, triggerCommandHalves } from '@/lib/sandbox-listen/commands';
import { CommandHalves } from './command-halves';
import { CopyButton } from './copy-button';

describe('CommandHalves', () => {
  it('shows each half whole, and its text is the one-line command', () => {
    const { container } = render(
      <code id="listen">
        <CommandHalves halves={listenCommandHalves} />
      </code>,
    );
    expect(container.textContent).toBe(listenCommand);
    expect(container.querySelector('br')).toBeNull();
    expect([...container.querySelectorAll('span')].map((half) => half.textContent)).toEqual([...listenCommandHalves]);
  });

  it('may break the address after a slash of its path, and nowhere else in it, where asked to', () => {
    const { container } = render(
      <code>
        <CommandHalves halves={listenCommandHalves} breakAddress />
      </code>,
    );
    expect(container.textContent).toBe(listenCommand);
    const before = [...container.querySelectorAll('wbr')].map((wbr) => wbr.previousSibling?.textContent ?? '');
    expect(before.length).toBeGreaterThan(0);
    // After a slash that ends a host or a path segment: never inside `http://`, never mid-word.
    for (const text of before) expect(text).toMatch(/[^/:]\/$/);
  });

  it('is what a copy button copies: the command a shell runs', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <>
        <code id="trigger">
          <CommandHalves halves={triggerCommandHalves('254700001032')} />
        </code>
        <CopyButton codeId="trigger" />
      </>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(writeText).toHaveBeenCalledWith(triggerCommand('254700001032'));
    expect(triggerCommand('254700001032')).toBe('npx kilele-sandbox trigger 254700001032 --forward-to http://localhost:3000/mpesa/callback');
  });
});
