import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
// The library's three stylesheets, explicitly: fonts and the document base are opt-in (see docs/library.md).
import '../tokens/fonts.css';
import '../tokens/theme.css';
import '../tokens/global.css';
import { families } from '../tokens';
import { withFamily, withMotion, withTheme } from './decorators';
import { plainControls } from './plainControls';
import { withImport } from './sourceImport';

// A play function waits for what a person would wait for (a dialog fading in), not for a deadline: the Testing
// Library default of one second failed plays on a busy 2-core machine while the end-to-end suite ran beside them.
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withFamily, withMotion, withTheme],
  argTypesEnhancers: [plainControls],
  globalTypes: {
    theme: {
      description: 'Colour mode and brand, applied on <html> as an app applies them (docs/library.md, Theming)',
      toolbar: {
        title: 'Tema',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Claro' },
          { value: 'dark', title: 'Oscuro' },
          { value: 'brand', title: 'Otra marca (ejemplo)' },
          { value: 'brand-dark', title: 'Otra marca, oscuro' },
        ],
        dynamicTitle: true,
      },
    },
    family: {
      description: 'Benefit family: its accent, through FamilyScope',
      toolbar: {
        title: 'Familia',
        icon: 'paintbrush',
        items: [
          { value: '', title: 'Marca (sin familia)' },
          ...families.map((f) => ({ value: f.code, title: `${f.name} · ${f.code}` })),
        ],
        dynamicTitle: true,
      },
    },
    motion: {
      description: 'Motion as a customer who asked for less motion sees it',
      toolbar: {
        title: 'Movimiento',
        icon: 'transfer',
        items: [
          { value: 'full', title: 'Movimiento completo' },
          { value: 'reduced', title: 'Movimiento reducido' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'es-PE', family: '', motion: 'full', theme: 'light' },
  parameters: {
    layout: 'padded',
    // An axe violation fails the story test, not just the panel.
    a11y: { test: 'error' },
    controls: { expanded: true, sort: 'requiredFirst' },
    // A snippet a developer can paste: the component's import first.
    docs: { source: { transform: withImport } },
    options: {
      // The way designers read the library: what it is, the foundations it stands on, then the components.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colours', 'Typography', 'Spacing, radii and shadows', 'Motion', 'Theming'],
          'UI',
        ],
      },
    },
    viewport: {
      options: {
        small: { name: 'Móvil pequeño 320 px', styles: { width: '320px', height: '640px' }, type: 'mobile' },
        mobile: { name: 'Móvil 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tableta 768 px', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Escritorio 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
