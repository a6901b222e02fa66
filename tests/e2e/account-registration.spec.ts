import { expect, test, type Page } from '@playwright/test';

async function llenarPasoUno(page: Page, documento: string, nombres: string) {
  await page.getByLabel('Número de documento').fill(documento);
  await page.getByLabel('Nombres').fill(nombres);
}

test.describe('activación de cuenta', () => {
  test('45678912 activa su cuenta y entra a su ecosistema de salud', async ({ page }) => {
    await page.goto('/registro/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Activa tu cuenta' })).toBeVisible();
    await llenarPasoUno(page, '45678912', 'María Fernanda');
    // Leaving the document field looks the customer up: a policy holder sees the whole list.
    await expect(page.getByRole('button', { name: 'Agregar Salud' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar Invitado Cursos online con certificación o telemedicina' })).toHaveCount(0);
    const siguiente = page.getByRole('button', { name: 'Siguiente' });
    await expect(siguiente).toBeDisabled();
    await page.getByRole('button', { name: 'Agregar Salud' }).click();
    await expect(siguiente).toBeEnabled();
    await siguiente.click();

    await expect(page.getByText('Cargando')).toBeVisible();
    await expect(page.getByLabel('Correo electrónico', { exact: true })).toBeVisible();
    await page.getByLabel('Correo electrónico', { exact: true }).fill('maria.quispe@example.pe');
    await page.getByLabel('Confirma tu correo electrónico').fill('maria.quispe@example.pe');
    await page.getByLabel('Celular').fill('987001122');
    await page.getByLabel('Contraseña', { exact: true }).fill('Salud#2026');
    await page.getByLabel('Acepto los términos y condiciones').check();
    await page.getByRole('button', { name: 'Activar cuenta' }).click();

    await expect(page).toHaveURL(/\/ecosistema\/salud$/);
    // The session is real: a reload keeps it.
    await page.reload();
    await expect(page).toHaveURL(/\/ecosistema\/salud$/);
  });

  test('41234567 ya tiene cuenta: aviso amarillo con enlaces para ingresar o restablecer la contraseña', async ({ page }) => {
    await page.goto('/registro/1');
    await llenarPasoUno(page, '41234567', 'José Luis');
    await page.getByRole('button', { name: 'Agregar Protección de Tarjeta' }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    const aviso = page.getByRole('alert').filter({ hasText: 'Ya existe un usuario con este documento.' });
    await expect(aviso).toBeVisible();
    await expect(aviso.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/inicia');
    await expect(aviso.getByRole('link', { name: 'restablece tu contraseña' })).toHaveAttribute('href', '/password');
  });

  test('un documento desconocido solo puede elegir la opción de invitado', async ({ page }) => {
    await page.goto('/registro/1');
    await llenarPasoUno(page, '49999999', 'Ana');
    const invitado = page.getByRole('button', { name: 'Agregar Invitado Cursos online con certificación o telemedicina' });
    await expect(invitado).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar Salud' })).toHaveCount(0);
  });

  test('los datos del paso 1 se conservan al recargar la pestaña', async ({ page }) => {
    await page.goto('/registro/1');
    await llenarPasoUno(page, '45678912', 'María Fernanda');
    await page.getByRole('button', { name: 'Agregar Salud' }).click();
    await page.reload();
    await expect(page.getByLabel('Número de documento')).toHaveValue('45678912');
    await expect(page.getByLabel('Nombres')).toHaveValue('María Fernanda');
    await expect(page.getByRole('button', { name: 'Quitar Salud' })).toBeVisible();
  });
});
