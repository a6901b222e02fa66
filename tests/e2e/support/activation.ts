import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { outboxGet } from './outbox';

/**
 * The contact the registry holds for the people the suites activate (demo-policyholders.json, contactoRegistrado):
 * their activation codes go there, whatever contact they type at step 2.
 */
export const MARIA = { documento: '45678912', celular: '987654320', correo: 'maria.quispe@example.pe' } as const;
export const CAMILA = { documento: '45000222', celular: '987650000', correo: 'camila.rojas@example.pe' } as const;

type Mensaje = { id: number; asunto: string; cuerpo: string };

async function mensajes(request: APIRequestContext, destino: string): Promise<Mensaje[]> {
  const response = await outboxGet(request, destino);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { mensajes: Mensaje[] }).mensajes;
}

/** The newest message's id for a destination (0 when none): a code sent after it is the one being waited for. */
export async function ultimoId(request: APIRequestContext, destino: string): Promise<number> {
  return (await mensajes(request, destino))[0]?.id ?? 0;
}

/** Waits for an activation code sent to `destino` after message `despuesDe`, and answers its six digits. */
export async function codigoDeActivacion(
  request: APIRequestContext,
  destino: string,
  despuesDe: number,
): Promise<string> {
  let codigo: string | undefined;
  await expect
    .poll(
      async () => {
        const nuevo = (await mensajes(request, destino)).find(
          (m) => m.id > despuesDe && m.cuerpo.includes('activar tu cuenta'),
        );
        codigo = nuevo?.cuerpo.match(/\b(\d{6})\b/)?.[1];
        return codigo;
      },
      { message: `un código de activación para ${destino}` },
    )
    .toMatch(/^\d{6}$/);
  return codigo!;
}

/**
 * Sends step 1 (`enviar` presses "Siguiente" as the journey does: click or tap), reads the code the lender sent to
 * the phone on record, as the person reads it on that phone, and confirms it: the journey then stands at step 2.
 */
export async function pasarPorElCodigo(
  scope: Page | Locator,
  request: APIRequestContext,
  celular: string,
  enviar: () => Promise<void>,
  confirmar: (boton: Locator) => Promise<void> = (boton) => boton.click(),
) {
  const antes = await ultimoId(request, celular);
  await enviar();
  await expect(scope.getByText(/^Te enviamos un código de 6 dígitos/)).toBeVisible();
  await scope.getByLabel('Código de verificación').fill(await codigoDeActivacion(request, celular, antes));
  await confirmar(scope.getByRole('button', { name: 'Confirmar código' }));
}
