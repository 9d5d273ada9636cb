/** Small line icons of the chat panel, drawn on a 24-unit grid. */
const paths = {
  reset: 'M4 12a8 8 0 1 0 2.4-5.7M4 4v4.5h4.5',
  minimise: 'M6 12h12',
  expand: 'M6 15l6-6 6 6',
  close: 'M6 6l12 12M18 6 6 18',
  send: 'M4 12 20 4l-6 16-2.5-6.5zM11.5 13.5 20 4',
  assistant: 'M12 3v3M7 9h10a3 3 0 0 1 3 3v4a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3v-4a3 3 0 0 1 3-3zM9.5 13.5v.01M14.5 13.5v.01',
  arrow: 'M5 12h14M13 6l6 6-6 6',
} as const;

export type ChatIconName = keyof typeof paths;

export function ChatIcon({ name, size = 20 }: { name: ChatIconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
