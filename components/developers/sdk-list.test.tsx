import { render, screen, within } from '@testing-library/react';
import { sdks } from '@/lib/content/sdks';
import { SdkList } from './sdk-list';

describe('SdkList', () => {
  it.each(['dark', 'light'] as const)('%s tone: every SDK shows its status and, when it has one, its install command', (tone) => {
    render(<SdkList locale="en" tone={tone} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(sdks.length);
    sdks.forEach((sdk, index) => {
      const item = items[index];
      if (!item) throw new Error(`no item for ${sdk.name}`);
      expect(within(item).getByText(sdk.name)).toBeInTheDocument();
      expect(within(item).getByText(sdk.status)).toBeInTheDocument();
      if (sdk.install) expect(within(item).getByText(sdk.install)).toBeInTheDocument();
    });
  });

  it('names each SDK as a heading only in the light tone, where the list has no heading of its own above each name', () => {
    const { unmount } = render(<SdkList locale="en" tone="light" />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(sdks.length);
    unmount();
    render(<SdkList locale="en" tone="dark" />);
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
  });
});
