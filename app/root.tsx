import type { ReactNode } from 'react';
import { Links, Meta, Scripts } from 'react-router';
// The library's three stylesheets, explicitly: fonts and the document base are opt-in (see docs/library.md).
import '../tokens/fonts.css';
import '../tokens/theme.css';
import '../tokens/global.css';
import { RootLayout } from './layout/RootLayout';

/** The document every page shares. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-PE">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="Activa tu cuenta gratis y disfruta los beneficios incluidos en tu seguro." />
        <meta name="theme-color" content="#0b3d6b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <div id="root">{children}</div>
        <Scripts />
      </body>
    </html>
  );
}

export default RootLayout;
