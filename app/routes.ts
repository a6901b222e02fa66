import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The portal's routes. Each page is its own route module, so a phone downloads only the page it shows; a page used
 * at two paths names an `id` for the second.
 */
export default [
  index('pages/public/LandingPage.tsx'),
  route('inicia', 'pages/account/LoginPage.tsx'),
  route('registro/1', 'pages/account/RegistrationPage.tsx', { id: 'registro-1' }),
  route('registro', 'pages/account/RegistrationPage.tsx'),
  route('password', 'pages/account/PasswordResetPage.tsx'),
  route('nosotros', 'pages/public/AboutPage.tsx'),
  route('detecta-power', 'pages/public/PowerLandingPage.tsx', { id: 'detecta-power' }),
  route('vida-power', 'pages/public/PowerLandingPage.tsx'),
  route('ecosistema', 'session/RequireSession.tsx', [
    index('pages/ecosystem/EcosystemHomePage.tsx'),
    route('configuracion', 'pages/ecosystem/SettingsPage.tsx'),
    route('citas', 'pages/ecosystem/AppointmentsPage.tsx'),
    route('mi-seguro', 'pages/ecosystem/PolicyPage.tsx'),
    route('invitados', 'pages/ecosystem/GuestsPage.tsx'),
    route(':family', 'pages/ecosystem/FamilyInnerPage.tsx'),
    route(':family/:benefit/*', 'pages/ecosystem/BenefitInnerPage.tsx'),
  ]),
  route('videollamada/:str', 'pages/video/VideoRoomPage.tsx'),
  // Public family pages and their benefits; an unknown first segment falls back to the public home.
  route(':family', 'pages/public/FamilyPage.tsx'),
  route(':family/:benefit/*', 'pages/public/BenefitOutwardPage.tsx'),
  route('*', 'pages/public/LandingPage.tsx', { id: 'unknown' }),
] satisfies RouteConfig;
