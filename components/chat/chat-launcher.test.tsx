import { fireEvent, render, screen } from '@testing-library/react';
import { ChatLauncher } from './chat-launcher';

describe('ChatLauncher', () => {
  it('is only a button until clicked, then loads and opens the chat panel', async () => {
    render(<ChatLauncher />);
    expect(screen.getByRole('complementary', { name: 'Chat assistant' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open the chat assistant' }));
    expect(await screen.findByRole('dialog', { name: 'Kilele Pay Assistant' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Open the chat assistant' })).not.toBeInTheDocument();
  });
});
