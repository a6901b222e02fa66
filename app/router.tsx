import { createBrowserRouter } from 'react-router-dom';

/** Routes are lazy: each page group is its own chunk, so a phone downloads only what it shows. */
export const router = createBrowserRouter([
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./pages/HomePage')).HomePage }),
  },
]);
