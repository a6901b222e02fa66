import { expect, test, type APIRequestContext } from './support/fixtures.ts';
import { sealNewPassword, transformCredential } from '../../app/domain/credentials.ts';
import { iniciarSesion, ultimoMensaje } from './support/account';

const cuenta = {
  documento: '43218765',
  password: 'Detecta+2026',
  celular: '967890123',
  correo: 'jorge.gutierrez@example.pe',
};
const nueva = 'Nueva#Clave26';

function codigoDe(cuerpo: string | undefined): string {
  const codigo = cuerpo?.match(/\b(\d{6})\b/)?.[1];
  expect(codigo, 'el mensaje trae un código de 6 dígitos').toBeDefined();
  return codigo!;
}

/** Leaves the demo account as the fixture has it, through the same public calls. */
async function restaurarClave(request: APIRequestContext) {
  const usuario = { tipoIdentificacion: 8, usuario: cuenta.documento };
  const captcha = async () =>
    ((await (await request.get('/api/captcha/token?action=submit')).json()) as { token: string }).token;
  expect(
    (
      await request.post('/api/Login/EnvioCodigo', {
        data: { ...usuario, metodo: 'correo', tokenCaptcha: await captcha() },
      })
    ).ok(),
  ).toBe(true);
  const codigo = codigoDe((await ultimoMensaje(request, cuenta.correo))?.cuerpo);
  const token = await captcha();
  const clave = await transformCredential(cuenta.password, token);
  const answer = await request.post('/api/Login/CambiarContrasena', {
    data: { ...usuario, codigo, clave, claveRevision: sealNewPassword(cuenta.password, token), tokenCaptcha: token },
  });
  expect(((await answer.json()) as { codigo: number }).codigo).toBe(0);
}

test('restablecer la contraseña con el código enviado por SMS', async ({ page, request }) => {
  await page.goto('/inicia');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Restablece tu contraseña' })).toBeVisible();

  await page.getByLabel('Número de documento').fill(cuenta.documento);
  await page.getByRole('button', { name: 'Continuar' }).click();
  // The next step takes the focus the pressed button had: a keyboard user goes on from there.
  await expect(page.getByRole('group', { name: 'Dónde recibir tu código' })).toBeFocused();
  await page.getByRole('button', { name: /Enviar por SMS al/ }).click();
  await expect(
    page.getByText('Si el documento tiene una cuenta activa, te enviamos un código de 6 dígitos.'),
  ).toBeVisible();

  const codigo = codigoDe((await ultimoMensaje(request, cuenta.celular))?.cuerpo);
  await page.getByLabel('Código de verificación').fill(codigo);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('corta');
  await expect(page.getByRole('button', { name: 'Cambiar contraseña' })).toBeDisabled();
  // Over 16 characters: all of it stays, and the field says the maximum while it is typed.
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('');
  await page.getByLabel('Nueva contraseña', { exact: true }).pressSequentially('MiClaveSegura2026#');
  await expect(page.getByLabel('Nueva contraseña', { exact: true })).toHaveValue('MiClaveSegura2026#');
  await expect(page.getByRole('alert').filter({ hasText: 'Debe tener máximo 16 caracteres' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambiar contraseña' })).toBeDisabled();
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(nueva);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Tu contraseña fue actualizada.')).toBeVisible();

  await page.getByRole('link', { name: 'Inicia sesión con tu nueva contraseña' }).click();
  await iniciarSesion(page, cuenta.documento, nueva, '/ecosistema/detecta');
  await restaurarClave(request);
});

test('"Continuar" sin documento lleva al campo del documento, con su mensaje', async ({ page }) => {
  await page.goto('/password');
  const documento = page.getByLabel('Número de documento');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(documento).toBeFocused();
  await expect(documento).toHaveAccessibleDescription(/Ingresar algun dato/);
});

test('un documento sin cuenta recibe la misma respuesta que uno con cuenta', async ({ page }) => {
  await page.goto('/password');
  await page.getByLabel('Número de documento').fill('49999999');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Enviar por SMS al celular registrado' }).click();
  await expect(
    page.getByText('Si el documento tiene una cuenta activa, te enviamos un código de 6 dígitos.'),
  ).toBeVisible();
});
