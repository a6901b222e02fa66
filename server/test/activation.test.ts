import { describe, expect, it } from 'vitest';
import * as c from '../http/contract.ts';
import { openDatabase } from '../db/index.ts';
import { ACTIVATION_LIMITS } from '../security/activation.ts';
import { readDemoRegistry, seedIfEmpty } from '../seed/seed.ts';
import { activate, confirmCode, latestActivationCode, outboxFor, stepOne, stepTwo } from './activation.ts';
import { serverPerTest, type TestServer } from './harness.ts';

/** María (45678912, Salud 7706-1) has no account yet; the lender holds her phone and e-mail from the policy sale. */
const MARIA = { identificacion: '45678912', fono: '987654320', email: 'maria.quispe@example.pe' };
/** Camila (45000222) is invited; her host gave this phone and e-mail in the invitation. */
const CAMILA = { identificacion: '45000222', fono: '987650000', email: 'camila.rojas@example.pe' };
/** Whoever typed someone else's document, and the contact they would like the account to have. */
const ATTACKER = { fono: '999888777', email: 'atacante@example.pe', password: 'Robada#2026x' };
const FAMILY_CODES = c.familyCodeSchema.options;

/**
 * Activation proves the person: knowing a document is not enough to activate its account. Over HTTP, on a fresh
 * database of the run's engine (SQLite, and PostgreSQL in its pass).
 */
// Each test starts a server of its own on a fresh database and makes a few dozen calls.
describe('activation', { timeout: 30_000 }, () => {
  const start = serverPerTest();

  const accountOf = (s: TestServer, identificacion: string) => s.app.store.accounts.findUser(8, identificacion);

  it("trying a holder's family codes gives no account, and the code goes only to the holder's contact on record", async () => {
    const s = await start();
    const answers = [];
    for (const code of FAMILY_CODES) {
      const answer = await stepOne(s, { identificacion: MARIA.identificacion, socios: [code] });
      answers.push(answer);
      if (answer.Codigo === 0) break;
    }
    // Three codes refused, the fourth accepted: the document is hers, and the code went where the lender reaches her.
    expect(answers.map((a) => a.Codigo)).toEqual([1, 1, 1, 0]);
    expect(answers[0]).toMatchObject({ Mensaje: c.mensajes.segurosNoCorresponden, user: null });
    const accepted = answers[3]!;
    expect(accepted.Mensaje).toBe(c.mensajes.codigoActivacionEnviado);
    expect(accepted.envio!.metodos).toEqual([
      { metodo: 'sms', destino: '•••• ••• 320' },
      { metodo: 'correo', destino: 'm•••@example.pe' },
    ]);
    expect(JSON.stringify(accepted)).not.toContain(MARIA.fono);
    expect(JSON.stringify(accepted)).not.toContain('quispe');
    const idusuario = accepted.user!.idusuario;

    // Without the code, step 2 creates nothing, and guessing uses up the attempt.
    expect(await stepTwo(s, idusuario, ATTACKER)).toEqual({ Codigo: 1, Mensaje: c.mensajes.confirmaCodigoPrimero });
    const code = await latestActivationCode(s, MARIA.fono);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = ACTIVATION_LIMITS.attempts - 1; i > 0; i--) {
      expect(await confirmCode(s, idusuario, wrong)).toEqual({
        Codigo: 1,
        Mensaje: `El código no es correcto. Te ${i === 1 ? 'queda 1 intento' : `quedan ${i} intentos`}.`,
      });
    }
    expect(await confirmCode(s, idusuario, wrong)).toEqual({ Codigo: 2, Mensaje: c.mensajes.codigoAgotado });
    // Out of attempts, even the right code is refused.
    expect(await confirmCode(s, idusuario, code)).toEqual({ Codigo: 2, Mensaje: c.mensajes.codigoAgotado });
    expect(await stepTwo(s, idusuario, ATTACKER)).toEqual({ Codigo: 1, Mensaje: c.mensajes.confirmaCodigoPrimero });
    expect(await accountOf(s, MARIA.identificacion)).toBeUndefined();
    expect(await outboxFor(s, ATTACKER.fono)).toEqual([]);
    expect(await outboxFor(s, ATTACKER.email)).toEqual([]);
    const sent = await outboxFor(s, MARIA.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ canal: 'correo', asunto: 'Código para activar tu cuenta' });

    // María herself is not told that someone else has her account: she activates it.
    await activate(
      s,
      { identificacion: MARIA.identificacion, socios: ['7706-1'], codeTo: MARIA.fono },
      { email: MARIA.email, fono: MARIA.fono, password: 'Salud#Lima2026' },
    );
    await s.login(MARIA.identificacion, 'Salud#Lima2026');
  });

  it("an invited guest's code goes to the phone the host gave, and the guest option alone gives nobody the account", async () => {
    const s = await start();
    const attempt = await stepOne(s, { identificacion: CAMILA.identificacion, socios: ['0000'] });
    expect(attempt.Codigo).toBe(0);
    expect(attempt.envio!.metodos).toEqual([
      { metodo: 'sms', destino: '•••• ••• 000' },
      { metodo: 'correo', destino: 'c•••@example.pe' },
    ]);
    expect(await stepTwo(s, attempt.user!.idusuario, ATTACKER)).toEqual({
      Codigo: 1,
      Mensaje: c.mensajes.confirmaCodigoPrimero,
    });
    expect(await accountOf(s, CAMILA.identificacion)).toBeUndefined();
    expect(await outboxFor(s, ATTACKER.fono)).toEqual([]);
    const [sms] = await outboxFor(s, CAMILA.fono);
    expect(sms).toMatchObject({ canal: 'sms', asunto: 'Código de activación' });
    expect(sms!.cuerpo).toMatch(/^Tu código para activar tu cuenta de Beneficios es \d{6}\. Vence en 15 minutos\./);

    await activate(
      s,
      { identificacion: CAMILA.identificacion, socios: ['0000'], codeTo: CAMILA.fono },
      { email: 'camila.nueva@example.pe', fono: '987650001', password: 'Invitada#2026' },
    );
    const token = await s.login(CAMILA.identificacion, 'Invitada#2026');
    const profile = c.obtenerSessionResponse.parse(
      (await s.call('GET', '/api/Login/obtenerSession', { token })).body,
    ).data;
    expect(profile).toMatchObject({
      invitado: true,
      correoElectronico: 'camila.nueva@example.pe',
      numeroCelular: '987650001',
    });
  });

  it("a new attempt starts over with a new code to the contact on record; someone else's pending one blocks nothing", async () => {
    const s = await start();
    const theirs = await stepOne(s, { identificacion: MARIA.identificacion, socios: ['7706-1'] });
    const theirCode = await latestActivationCode(s, MARIA.fono);
    const mine = await stepOne(s, { identificacion: MARIA.identificacion, socios: ['7706-1'] });
    expect(mine.Codigo).toBe(0);
    expect(mine.user!.idusuario).not.toBe(theirs.user!.idusuario);
    expect((await outboxFor(s, MARIA.fono)).filter((m) => m.asunto === 'Código de activación')).toHaveLength(2);
    const myCode = await latestActivationCode(s, MARIA.fono);
    // Each attempt has its own code.
    if (theirCode !== myCode) expect((await confirmCode(s, mine.user!.idusuario, theirCode)).Codigo).toBe(1);
    expect(await confirmCode(s, mine.user!.idusuario, myCode)).toEqual({
      Codigo: 0,
      Mensaje: c.mensajes.codigoConfirmado,
    });
    expect(
      await stepTwo(s, mine.user!.idusuario, { email: MARIA.email, fono: MARIA.fono, password: 'Salud#Lima2026' }),
    ).toEqual({
      Codigo: 0,
      Mensaje: c.mensajes.altaConforme,
    });
    // The account exists: every other pending attempt of the document is gone with it.
    expect(await s.app.store.accounts.findPending(theirs.user!.idusuario, 0)).toBeUndefined();
    expect((await confirmCode(s, theirs.user!.idusuario, theirCode)).Codigo).toBe(2);
    expect(await stepTwo(s, theirs.user!.idusuario, ATTACKER)).toEqual({
      Codigo: 1,
      Mensaje: c.mensajes.registroVencido,
    });
    expect((await accountOf(s, MARIA.identificacion))!.email).toBe(MARIA.email);
  });

  it('the account exists only once the code is confirmed, and step 2 then keeps the contact the person chose', async () => {
    const s = await start();
    const users = async () => (await s.app.store.tableCounts()).users ?? 0;
    const before = await users();
    const attempt = await stepOne(s, { identificacion: MARIA.identificacion, socios: ['7706-1'] });
    expect(await users()).toBe(before);
    const idusuario = attempt.user!.idusuario;
    expect(
      await stepTwo(s, idusuario, { email: 'maria@example.pe', fono: '955000111', password: 'Salud#Lima2026' }),
    ).toEqual({ Codigo: 1, Mensaje: c.mensajes.confirmaCodigoPrimero });
    expect(await users()).toBe(before);
    expect(await confirmCode(s, idusuario, await latestActivationCode(s, MARIA.fono))).toEqual({
      Codigo: 0,
      Mensaje: c.mensajes.codigoConfirmado,
    });
    expect(await users()).toBe(before);
    expect(
      await stepTwo(s, idusuario, { email: 'maria@example.pe', fono: '955000111', password: 'Salud#Lima2026' }),
    ).toEqual({ Codigo: 0, Mensaje: c.mensajes.altaConforme });
    expect(await users()).toBe(before + 1);
    expect(await accountOf(s, MARIA.identificacion)).toMatchObject({ email: 'maria@example.pe', fono: '955000111' });
    // Step 1 again now reads the spec's "already exists".
    expect(await stepOne(s, { identificacion: MARIA.identificacion, socios: ['7706-1'] })).toMatchObject({
      Codigo: 2,
      Mensaje: c.mensajes.usuarioExiste,
    });
  });

  it('a pending activation expires: its code 15 minutes after step 1, its password step 15 minutes after the code', async () => {
    let now = Date.now();
    const s = await start({}, { now: () => now });
    const stale = await stepOne(s, { identificacion: MARIA.identificacion, socios: ['7706-1'] });
    const staleCode = await latestActivationCode(s, MARIA.fono);
    now += ACTIVATION_LIMITS.codeTtlMs;
    expect(await confirmCode(s, stale.user!.idusuario, staleCode)).toEqual({
      Codigo: 2,
      Mensaje: c.mensajes.codigoVencido,
    });
    expect(await s.app.store.accounts.findPending(stale.user!.idusuario, 0)).toBeUndefined();
    expect(await stepTwo(s, stale.user!.idusuario, ATTACKER)).toEqual({
      Codigo: 1,
      Mensaje: c.mensajes.registroVencido,
    });

    // An attempt nobody comes back to is gone once it expires, with the next attempt of anyone.
    const forgotten = await stepOne(s, { identificacion: CAMILA.identificacion, socios: ['0000'] });
    now += ACTIVATION_LIMITS.codeTtlMs + 1;
    const confirmed = await stepOne(s, { identificacion: MARIA.identificacion, socios: ['7706-1'] });
    expect(await s.app.store.accounts.findPending(forgotten.user!.idusuario, 0)).toBeUndefined();

    expect((await confirmCode(s, confirmed.user!.idusuario, await latestActivationCode(s, MARIA.fono))).Codigo).toBe(0);
    now += ACTIVATION_LIMITS.confirmedTtlMs;
    expect(
      await stepTwo(s, confirmed.user!.idusuario, { email: MARIA.email, fono: MARIA.fono, password: 'Salud#Lima2026' }),
    ).toEqual({
      Codigo: 1,
      Mensaje: c.mensajes.registroVencido,
    });
    expect(await accountOf(s, MARIA.identificacion)).toBeUndefined();
  });

  it('bounds the codes one address gets sent for a document, without holding back the holder elsewhere', async () => {
    const s = await start({ activationCodesPerHour: 2, trustProxy: true });
    const from = async (ip: string) =>
      c.step1Response.parse(
        (
          await s.call('POST', '/api/Register/RegistroPaso1', {
            headers: { 'x-forwarded-for': ip },
            body: {
              identificacion: MARIA.identificacion,
              tipoIdentificacion: 8,
              tokenCaptcha: await s.captcha(),
              nombres: 'María',
              fono: '',
              email: '',
              clave: '',
              socios: ['7706-1'],
            },
          })
        ).body,
      );
    expect((await from('203.0.113.9')).Codigo).toBe(0);
    expect((await from('203.0.113.9')).Codigo).toBe(0);
    expect(await from('203.0.113.9')).toEqual({ Codigo: 1, Mensaje: c.mensajes.codigosActivacionPorHora, user: null });
    expect((await outboxFor(s, MARIA.fono)).length).toBe(2);
    const hers = await from('198.51.100.20');
    expect(hers.Codigo).toBe(0);
    expect((await outboxFor(s, MARIA.fono)).length).toBe(3);
  });

  it('sends a holder with no contact on record to an office, and creates nothing', async () => {
    const s = await start();
    const db = openDatabase({ dataDir: s.dataDir, databaseUrl: s.database.databaseUrl });
    try {
      await db.run(
        "UPDATE policyholders SET contacto_fono = NULL, contacto_email = NULL WHERE identificacion = '45678912'",
      );
    } finally {
      await db.close();
    }
    const before = await s.app.store.tableCounts();
    expect(await stepOne(s, { identificacion: MARIA.identificacion, socios: ['7706-1'] })).toEqual({
      Codigo: 1,
      Mensaje: c.mensajes.activarEnOficina,
      user: null,
    });
    const after = await s.app.store.tableCounts();
    expect(after.pending_registrations).toBe(before.pending_registrations);
    expect(after.outbox).toBe(before.outbox);
    expect(after.users).toBe(before.users);
    expect(c.mensajes.activarEnOficina).toContain('oficina de la financiera');
  });

  it('sends a guest invited in the portal the code at the phone the host gave; without one, the guest hears how to get one', async () => {
    const s = await start();
    const host = await s.login('41234567', 'Beneficio#2026');
    const invite = async (identificacion: string, extra: { fono?: string }) =>
      (
        await s.call('POST', '/api/Login/RegistrarUserLibre', {
          token: host,
          contentType: 'text/json',
          body: { identificacion, tipoIdentificacion: 8, nombres: 'Lucía', idProducto: 7442, ...extra },
        })
      ).body;
    expect(await invite('47123456', { fono: '912000111' })).toEqual({
      codigo: 0,
      mensaje: c.mensajes.invitadoRegistrado,
    });
    expect((await invite('47123457', { fono: '812000111' })).error).toBe('solicitud_invalida');
    const withPhone = await stepOne(s, { identificacion: '47123456', socios: ['0000'] });
    expect(withPhone.envio!.metodos).toEqual([{ metodo: 'sms', destino: '•••• ••• 111' }]);
    expect(await latestActivationCode(s, '912000111')).toMatch(/^\d{6}$/);

    expect(await invite('47123458', {})).toEqual({ codigo: 0, mensaje: c.mensajes.invitadoRegistrado });
    expect(await stepOne(s, { identificacion: '47123458', socios: ['0000'] })).toEqual({
      Codigo: 1,
      Mensaje: c.mensajes.invitacionSinCelular,
      user: null,
    });
  });

  it('seeds every contact on record, and fills them into a registry seeded before they were kept', async () => {
    const s = await start();
    const records = readDemoRegistry();
    for (const record of records) {
      const holder = await s.app.store.accounts.findPolicyholder(record.tipoIdentificacion, record.identificacion);
      expect(holder).toMatchObject({
        contacto_fono: record.contactoRegistrado!.fono,
        contacto_email: record.contactoRegistrado!.email,
      });
      if (record.guest) {
        const guest = await s.app.store.accounts.findGuest(record.tipoIdentificacion, record.identificacion);
        expect(guest).toMatchObject({
          contacto_fono: record.contactoRegistrado!.fono,
          contacto_email: record.contactoRegistrado!.email,
        });
      }
    }
    const db = openDatabase({ dataDir: s.dataDir, databaseUrl: s.database.databaseUrl });
    try {
      await db.run('UPDATE policyholders SET contacto_fono = NULL, contacto_email = NULL');
      await db.run("UPDATE guests SET contacto_fono = '912000999' WHERE identificacion = '45000222'");
    } finally {
      await db.close();
    }
    expect(await seedIfEmpty(s.app.store, { demoAccounts: true })).toBe(false);
    expect(await s.app.store.accounts.findPolicyholder(8, MARIA.identificacion)).toMatchObject({
      contacto_fono: MARIA.fono,
      contacto_email: MARIA.email,
    });
    // A contact written since (here by hand, in life by an invitation or the lender's feed) is kept.
    expect(await s.app.store.accounts.findGuest(8, CAMILA.identificacion)).toMatchObject({
      contacto_fono: '912000999',
    });
  });
});
