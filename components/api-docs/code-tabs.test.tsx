import { fireEvent, render, screen } from '@testing-library/react';
import { CodeTabs } from './code-tabs';

const tabs = ['cURL', 'Python', 'Node.js', 'PHP'].map((label) => ({ id: label, label, panel: <p>{label} code</p> }));

describe('CodeTabs', () => {
  it('shows the first panel and puts only the selected tab in the Tab order', () => {
    render(<CodeTabs label="Code examples" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Code examples' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'cURL' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'cURL' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'PHP' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'cURL' })).toHaveTextContent('cURL code');
    expect(screen.queryByText('Python code')).not.toBeVisible();
  });

  it('moves with the arrow keys (wrapping), Home and End, focusing the new tab', () => {
    render(<CodeTabs label="Code examples" tabs={tabs} />);
    const first = screen.getByRole('tab', { name: 'cURL' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Python' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Python' })).toHaveTextContent('Python code');
    fireEvent.keyDown(document.activeElement ?? first, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'PHP' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(document.activeElement ?? first, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'cURL' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement ?? first, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'PHP' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement ?? first, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'cURL' })).toHaveFocus();
  });

  it('selects a tab on click', () => {
    render(<CodeTabs label="Code examples" tabs={tabs} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Node.js' }));
    expect(screen.getByRole('tabpanel', { name: 'Node.js' })).toHaveTextContent('Node.js code');
    expect(screen.getByRole('tab', { name: 'cURL' })).toHaveAttribute('tabindex', '-1');
  });
});
