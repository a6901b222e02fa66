import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '@beneficios/ui/fonts.css';
import '@beneficios/ui/styles.css';
import './globals.css';

export const metadata: Metadata = { title: 'Beneficios en Next.js' };

// The components follow the system's colour mode, as the template's own CSS does.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-PE" data-bnf-color-mode="auto">
      <body>{children}</body>
    </html>
  );
}
