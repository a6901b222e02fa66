import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
// Fonts, base theme and document defaults, file by file: package.json lists only *.css and *.css.ts as side
// effects, so the bundler drops a plain `import '../tokens/styles'` (a .ts file) together with its imports.
import '../tokens/fonts.css';
import '../tokens/theme.css';
import '../tokens/global.css';
import { router } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
