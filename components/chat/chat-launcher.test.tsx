import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { chatLauncherCopy } from '@/lib/content/chat-launcher';
import { chatPanelWords } from '@/lib/content/chat-panel';
import { copyIn } from '@/lib/content/copy';
import { marketFacts } from '@/lib/market-facts';
import { ChatLauncher } from './chat-launcher';

const { chatLauncherCopy: swahiliLauncherCopy } = copyIn('sw').chatLauncher;
const { chatPanelWords: swahiliPanelWords } = copyIn('sw').chatPanel;
const { kenyaOnlyBadge } = copyIn('sw').navigation;

describe('ChatLauncher', () => {
  it('is only a button until clicked, then loads and opens the chat panel', async () => {
    render(<ChatLauncher locale="en" country="ke" copy={chatLauncherCopy} panelCopy={chatPanelWords.copy} />);
    expect(screen.getByRole('complementary', { name: 'Chat assistant' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open the chat assistant' }));
    expect(await screen.findByRole('dialog', { name: 'Kilele Pay Assistant' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Open the chat assistant' })).not.toBeInTheDocument();
  });

  it('on a Swahili page, opens the panel in Kiswahili and answers there, its links on Swahili pages', async () => {
    const { copy } = swahiliPanelWords;
    render(<ChatLauncher locale="sw" country="ke" copy={swahiliLauncherCopy} panelCopy={swahiliPanelWords.copy} />);
    expect(screen.getByRole('complementary', { name: swahiliLauncherCopy.region })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: swahiliLauncherCopy.open }));
    expect(await screen.findByRole('dialog', { name: copy.title })).toBeVisible();
    const input = screen.getByRole('textbox', { name: copy.inputLabel });
    expect(input).toHaveFocus();
    expect(screen.getByText(swahiliPanelWords.greeting.text)).toBeVisible();

    jest.useFakeTimers();
    try {
      fireEvent.change(input, { target: { value: 'Ada zenu ni kiasi gani?' } });
      fireEvent.click(screen.getByRole('button', { name: copy.send }));
      act(() => jest.advanceTimersByTime(1500));
    } finally {
      jest.useRealTimers();
    }
    const conversation = screen.getByRole('region', { name: copy.conversation });
    expect(conversation).toHaveTextContent(/Malipo ya M-Pesa yanagharimu kuanzia 1\.5%/);
    expect(within(conversation).getByRole('link', { name: /Bidhaa zote na ada/ })).toHaveAttribute('href', '/ke/sw/products');
  });

  it('answers with the facts of the page’s market, passed by the layout: on /tz/sw, Tanzania’s, and Kenya’s offers marked', async () => {
    const { copy } = swahiliPanelWords;
    render(<ChatLauncher locale="sw" country="tz" copy={swahiliLauncherCopy} panelCopy={swahiliPanelWords.copy} />);
    fireEvent.click(screen.getByRole('button', { name: swahiliLauncherCopy.open }));
    const input = await screen.findByRole('textbox', { name: copy.inputLabel });

    jest.useFakeTimers();
    try {
      fireEvent.change(input, { target: { value: 'Nataka kununua vocha' } });
      fireEvent.click(screen.getByRole('button', { name: copy.send }));
      act(() => jest.advanceTimersByTime(1500));
    } finally {
      jest.useRealTimers();
    }
    const conversation = screen.getByRole('region', { name: copy.conversation });
    const vodacom = marketFacts.tz.mobileMoney[0];
    expect(conversation).toHaveTextContent(`${vodacom?.name}: ${vodacom?.menuCode}`);
    expect(conversation).toHaveTextContent(/Safaricom kwa namba za Kenya/);
    expect(within(conversation).getByRole('link', { name: new RegExp(kenyaOnlyBadge) })).toHaveAttribute('href', '/ke/sw/airtime');
    expect(within(conversation).getByRole('link', { name: /Tanzania/ })).toHaveAttribute('href', '/tz/sw');
  });
});
