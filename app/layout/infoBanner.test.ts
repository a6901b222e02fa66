import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { infoBannerMessages, showsInfoBanner } from './infoBanner.tsx';

describe('info banner paths (spec section 2)', () => {
  it('shows on login, activation and the inner family landings', () => {
    for (const path of [
      '/inicia',
      '/registro/1',
      '/ecosistema/salud',
      '/ecosistema/vida-power',
      '/ecosistema/vidaTotal',
      '/inicia/',
    ]) {
      expect(showsInfoBanner(path)).toBe(true);
    }
  });

  it('is absent elsewhere', () => {
    for (const path of [
      '/',
      '/registro',
      '/registro/',
      '/salud',
      '/ecosistema',
      '/ecosistema/citas',
      '/ecosistema/salud/dental',
      '/password',
    ]) {
      expect(showsInfoBanner(path)).toBe(false);
    }
  });

  it('carries the help line, to call with a tap, and the spec message', () => {
    expect(
      infoBannerMessages('(01) 311-9000').map((message) =>
        renderToStaticMarkup(createElement(Fragment, null, message)),
      ),
    ).toEqual([
      '¿Tienes dudas sobre la web? Llámanos al <a href="tel:013119000">(01) 311-9000</a>',
      'Aún no tienes un seguro? Pídelo en cualquier oficina de la financiera',
    ]);
  });
});
