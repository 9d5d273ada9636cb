import { render, screen } from '@testing-library/react';
import { JsonView } from './json-view';

describe('JsonView', () => {
  it('shows the JSON exactly as given, markup included, as text', () => {
    const text = JSON.stringify({ success: true, note: '<img src=x onerror=alert(1)>', amount: 2500, items: [null] }, null, 2);
    const { container } = render(<JsonView text={text} label="200 response example" />);
    expect(screen.getByRole('region', { name: '200 response example' }).textContent).toBe(text);
    expect(container.querySelector('img')).toBeNull();
  });

  it('colours keys, strings, numbers and literals, and leaves punctuation and spaces as bare text', () => {
    const { container } = render(<JsonView text={'{\n  "amount": 2500,\n  "ok": true\n}'} label="example" />);
    const spans = [...container.querySelectorAll('code span')].map((span) => span.textContent);
    expect(spans).toEqual(['"amount"', '2500', '"ok"', 'true']);
  });
});
