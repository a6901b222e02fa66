import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
// The library's three stylesheets, explicitly: fonts and the document base are opt-in (see docs/library.md).
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
