import { HydrationMarker } from './hydration-marker';

export const metadata = {
  title: 'Reference page',
  description: 'A bare Next page of text, measured beside the site as the floor of the framework.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        {children}
        <HydrationMarker />
      </body>
    </html>
  );
}
