import type { Preview } from '@storybook/react-vite';
// The library's three stylesheets, explicitly: fonts and the document base are opt-in (see docs/library.md).
import '../tokens/fonts.css';
import '../tokens/theme.css';
import '../tokens/global.css';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // An axe violation fails the story test, not just the panel.
    a11y: { test: 'error' },
    controls: { expanded: true },
    viewport: {
      options: {
        mobile: { name: 'Móvil 360 px', styles: { width: '360px', height: '740px' } },
        desktop: { name: 'Escritorio 1280 px', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  initialGlobals: { locale: 'es-PE' },
};

export default preview;
