import type { ReactNode } from 'react';

export const metadata = {
  title: 'Floor',
  description: 'A bare Next.js page, the benchmark’s floor.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-CL">
      <body>{children}</body>
    </html>
  );
}
