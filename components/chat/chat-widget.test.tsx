import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { chatReplier } from '@/lib/chat/locales';
import type { ChatReplier } from '@/lib/chat/locales';
import { chatLauncherCopy } from '@/lib/content/chat-launcher';
import { chatPanelWords as words } from '@/lib/content/chat-panel';
import { ChatWidget } from './chat-widget';

const chatGreeting = words.greeting;
let replier: ChatReplier;
beforeAll(async () => {
  replier = await chatReplier('en');
});

const dialog = () => screen.getByRole('dialog', { name: 'Kilele Pay Assistant' });
const input = () => screen.getByRole('textbox', { name: 'Your message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
/** The messages: the items of the conversation's first list (links and chips are lists too). */
const conversation = () => {
  const [messages] = within(screen.getByRole('region', { name: 'Conversation' })).getAllByRole('list');
  return messages
    ? within(messages)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === messages)
    : [];
};

function ask(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.click(sendButton());
}

describe('ChatWidget', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens on the greeting with quick actions and suggestion chips, focus in the input', () => {
    render(<ChatWidget words={words} replier={replier} country="ke" launcherCopy={chatLauncherCopy} />);
    expect(dialog()).toBeVisible();
    expect(conversation()).toHaveLength(1);
    expect(conversation()[0]).toHaveTextContent(chatGreeting.text);
    expect(screen.getByRole('group', { name: 'Quick actions' })).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Suggested questions' })).getAllByRole('button')).toHaveLength(chatGreeting.suggestions.length);
    expect(input()).toHaveFocus();
  });

  it('answers after a 1.5 s typing indicator, with Send disabled meanwhile, and announces the reply', () => {
    render(<ChatWidget words={words} replier={replier} country="ke" launcherCopy={chatLauncherCopy} />);
    ask('What are your FEES?');
    expect(conversation()).toHaveLength(2);
    expect(conversation()[1]).toHaveTextContent('What are your FEES?');
    expect(input()).toHaveValue('');
    expect(screen.getByTestId('typing')).toHaveTextContent('Assistant is typing');
    expect(sendButton()).toBeDisabled();

    // Another question while pending is not sent, and stays in the input.
    ask('And cards?');
    expect(conversation()).toHaveLength(2);
    expect(input()).toHaveValue('And cards?');

    act(() => jest.advanceTimersByTime(1499));
    expect(conversation()).toHaveLength(2);
    expect(sendButton()).toBeDisabled();

    act(() => jest.advanceTimersByTime(1));
    expect(conversation()).toHaveLength(3);
    expect(conversation()[2]).toHaveTextContent(/M-Pesa payments cost from 1\.5%.*card payments from 2\.9%/);
    expect(screen.queryByTestId('typing')).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
    const live = dialog().querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('M-Pesa payments cost from 1.5%');
    expect(within(conversation()[2]!).getByRole('link', { name: /All products and fees/ })).toHaveAttribute('href', '/ke/products');
  });

  it('does not send empty or whitespace-only input', () => {
    render(<ChatWidget words={words} replier={replier} country="ke" launcherCopy={chatLauncherCopy} />);
    ask('   ');
    act(() => jest.advanceTimersByTime(2000));
    expect(conversation()).toHaveLength(1);
    expect(sendButton()).toBeEnabled();
  });

  it('a suggestion chip asks its question', () => {
    render(<ChatWidget words={words} replier={replier} country="ke" launcherCopy={chatLauncherCopy} />);
    fireEvent.click(screen.getByRole('button', { name: 'Which SDKs do you have?' }));
    act(() => jest.advanceTimersByTime(1500));
    expect(conversation()[2]).toHaveTextContent(/Python and Node\.js/);
    expect(input()).toHaveFocus();
  });

  it('asks for more detail when nothing matches', () => {
    render(<ChatWidget words={words} replier={replier} country="ke" launcherCopy={chatLauncherCopy} />);
    ask('qwerty');
    act(() => jest.advanceTimersByTime(1500));
    expect(conversation()[2]).toHaveTextContent(/tell me a little more/);
  });

  it('Reset restores the single greeting and cancels a pending reply', () => {
    render(<ChatWidget words={words} replier={replier} country="ke" launcherCopy={chatLauncherCopy} />);
    ask('fees');
    act(() => jest.advanceTimersByTime(1500));
    ask('sdks');
    fireEvent.click(screen.getByRole('button', { name: 'Reset chat' }));
    expect(conversation()).toHaveLength(1);
    expect(conversation()[0]).toHaveTextContent(chatGreeting.text);
    expect(sendButton()).toBeEnabled();
    act(() => jest.advanceTimersByTime(3000));
    expect(conversation()).toHaveLength(1);
  });

  it('Escape minimises to the title bar, with focus on Expand; Expand opens it again', () => {
    render(<ChatWidget words={words} replier={replier} country="ke" launcherCopy={chatLauncherCopy} />);
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(dialog()).toHaveAttribute('data-view', 'minimised');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const expand = screen.getByRole('button', { name: 'Expand chat' });
    expect(expand).toHaveFocus();
    expect(expand).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(expand);
    expect(dialog()).toHaveAttribute('data-view', 'open');
    expect(input()).toHaveFocus();
  });

  it('a click outside minimises; a click inside does not', () => {
    render(
      <>
        <p>Page content</p>
        <ChatWidget words={words} replier={replier} country="ke" launcherCopy={chatLauncherCopy} />
      </>,
    );
    fireEvent.pointerDown(input());
    expect(dialog()).toHaveAttribute('data-view', 'open');
    fireEvent.pointerDown(screen.getByText('Page content'));
    expect(dialog()).toHaveAttribute('data-view', 'minimised');
  });

  it('Close hides the panel, returns focus to the launcher, and reopening keeps the conversation', () => {
    render(<ChatWidget words={words} replier={replier} country="ke" launcherCopy={chatLauncherCopy} />);
    ask('fees');
    act(() => jest.advanceTimersByTime(1500));
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const launcher = screen.getByRole('button', { name: 'Open the chat assistant' });
    expect(launcher).toHaveFocus();

    fireEvent.click(launcher);
    expect(conversation()).toHaveLength(3);
  });
});
