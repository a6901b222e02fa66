import type { ReactNode } from 'react';
import { Links, Meta, Scripts } from 'react-router';
// The library's stylesheets, explicitly: fonts and the document base are opt-in (see docs/library.md). The fonts'
// rules come as text, for a <style> that waits for the first paint (platform/typeface.ts).
import fontFaces from '../tokens/fonts.css?inline';
import '../tokens/theme.css';
import '../tokens/global.css';
// Inline, so that no page asks for its icon among the requests of its first paint.
import favicon from './assets/favicon.svg?inline';
import { RootLayout } from './layout/RootLayout';
import { TYPEFACE_STYLE_ID, TYPEFACE_WAITING } from './platform/typeface';

/** The document every page shares. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-PE">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="Activa tu cuenta gratis y disfruta los beneficios incluidos en tu seguro." />
        <meta name="theme-color" content="#0b3d6b" />
        <link rel="icon" href={favicon} type="image/svg+xml" />
        <Meta />
        <Links />
        <style id={TYPEFACE_STYLE_ID} media={TYPEFACE_WAITING}>
          {fontFaces}
        </style>
      </head>
      <body>
        <div id="root">{children}</div>
        <Scripts />
      </body>
    </html>
  );
}

export default RootLayout;
