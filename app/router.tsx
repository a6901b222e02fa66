import { createElement, lazy, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layout/RootLayout';
import { RequireSession } from './session/RequireSession';

/**
 * Each page is its own lazy chunk: a phone downloads only the page it shows. A page's module can be loaded ahead
 * (`preload`, kept in the route's handle) so a prerendered page hydrates with the page itself, never a fallback.
 * A page module may export its own `preload` for what its first render needs besides its code (a family's data).
 */
type PageModule = { default: ComponentType; preload?: () => Promise<unknown> | undefined };
interface PageHandle {
  preload: () => Promise<ComponentType>;
}
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'element' | 'handle'> => {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    if (loaded) return loaded;
    const module = await load();
    await module.preload?.();
    return (loaded = module.default);
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Page = () => (loaded ? createElement(loaded) : <Lazy />);
  return { element: <Page />, handle: { preload } satisfies PageHandle };
};

/**
 * The routes use React Router's declarative mode (`useRoutes` inside a `BrowserRouter`), not its data router: the
 * portal uses no loaders or actions, and the data router would add about 15 KB gz to every page's first script.
 * Navigation renders in a transition, so the page on screen stays until the next one's chunk has arrived. There is
 * no Suspense boundary around the pages on purpose: React would hydrate a prerendered page inside one in a later
 * pass, after the frame, and the first render (app/main.tsx) waits for the page's chunk instead.
 */
const landing = page(() => import('./pages/public/LandingPage'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, ...landing },
      { path: 'inicia', ...page(() => import('./pages/account/LoginPage')) },
      { path: 'registro/1', ...page(() => import('./pages/account/RegistrationPage')) },
      { path: 'registro', ...page(() => import('./pages/account/RegistrationPage')) },
      { path: 'password', ...page(() => import('./pages/account/PasswordResetPage')) },
      { path: 'nosotros', ...page(() => import('./pages/public/AboutPage')) },
      { path: 'detecta-power', ...page(() => import('./pages/public/PowerLandingPage')) },
      { path: 'vida-power', ...page(() => import('./pages/public/PowerLandingPage')) },
      {
        path: 'ecosistema',
        element: <RequireSession />,
        children: [
          { index: true, ...page(() => import('./pages/ecosystem/EcosystemHomePage')) },
          { path: 'configuracion', ...page(() => import('./pages/ecosystem/SettingsPage')) },
          { path: 'citas', ...page(() => import('./pages/ecosystem/AppointmentsPage')) },
          { path: 'mi-seguro', ...page(() => import('./pages/ecosystem/PolicyPage')) },
          { path: 'invitados', ...page(() => import('./pages/ecosystem/GuestsPage')) },
          { path: ':family', ...page(() => import('./pages/ecosystem/FamilyInnerPage')) },
          { path: ':family/:benefit/*', ...page(() => import('./pages/ecosystem/BenefitInnerPage')) },
        ],
      },
      { path: 'videollamada/:str', ...page(() => import('./pages/video/VideoRoomPage')) },
      // Public family pages and their benefits; an unknown first segment falls back to the public home.
      { path: ':family', ...page(() => import('./pages/public/FamilyPage')) },
      { path: ':family/:benefit/*', ...page(() => import('./pages/public/BenefitOutwardPage')) },
      { path: '*', ...landing },
    ],
  },
];

/**
 * Loads the page modules of the routes that match `pathname`. A prerendered page is hydrated only after this, so the
 * first render holds the same page the HTML does.
 */
export async function loadRoutesFor(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as PageHandle | undefined)?.preload()));
}

/** The portal's pages for the current location (inside a BrowserRouter, or a StaticRouter when prerendering). */
export function AppRoutes() {
  return useRoutes(routes);
}
