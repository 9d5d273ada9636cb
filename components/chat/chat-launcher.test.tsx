import { fireEvent, render, screen } from '@testing-library/react';
import { chatLauncherCopy } from '@/lib/content/chat-launcher';
import { chatLauncherCopy as swahiliLauncherCopy } from '@/lib/content/sw/chat-launcher';
import { ChatLauncher } from './chat-launcher';

describe('ChatLauncher', () => {
  it('is only a button until clicked, then loads and opens the chat panel', async () => {
    render(<ChatLauncher locale="en" copy={chatLauncherCopy} />);
    expect(screen.getByRole('complementary', { name: 'Chat assistant' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open the chat assistant' }));
    expect(await screen.findByRole('dialog', { name: 'Kilele Pay Assistant' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Open the chat assistant' })).not.toBeInTheDocument();
  });

  it('on a Swahili page, opens the panel in Kiswahili and answers there', async () => {
    render(<ChatLauncher locale="sw" copy={swahiliLauncherCopy} />);
    expect(screen.getByRole('complementary', { name: swahiliLauncherCopy.region })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: swahiliLauncherCopy.open }));
    const { chatCopy } = await import('@/lib/content/sw/chat');
    expect(await screen.findByRole('dialog', { name: chatCopy.title })).toBeVisible();
    expect(screen.getByRole('textbox', { name: chatCopy.inputLabel })).toHaveFocus();
  });
});
