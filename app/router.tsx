import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/RootLayout';
import { RequireSession } from './session/RequireSession';

/** Each page is its own lazy chunk: a phone downloads only the page it shows. */
type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

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
 * Loads the lazy modules of the routes that match `pathname`, in place. A prerendered page is hydrated only after
 * this, so the router's first render holds the same page the HTML does.
 */
export async function loadRoutesFor(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

export const createRouter = () => createBrowserRouter(routes);
