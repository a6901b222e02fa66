import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
// The stylesheets one by one: package.json's sideEffects keeps only *.css and *.css.ts files,
// so the tokens/styles entry, which merely imports them, would be dropped from the build.
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
