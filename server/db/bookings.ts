import { newBookingCode } from '../domain/bookingCode.ts';
import { isUniqueViolation, type Sql } from './sql.ts';

export interface AppointmentRow {
  id: number;
  user_id: number;
  id_beneficio: number;
  fecha: string;
  hora: string;
  estado: 'programada' | 'cancelada';
  id_sala: string | null;
  especialidad: string | null;
  motivo: string | null;
  paciente: string | null;
  /** The place of the affiliated network, for a benefit given at one. */
  id_lugar: number | null;
  /** "K7M-4QX": read over the phone. */
  codigo_reserva: string;
  /** A home visit's address: district (ubigeo), street and number, reference. */
  direccion_ubigeo: string | null;
  direccion_calle: string | null;
  direccion_referencia: string | null;
  /** The channel of the booking's confirmation, for its reminders when the customer chose none. */
  canal: 'sms' | 'correo' | null;
  /** Set by the attendance job once the appointment's hour passed. */
  asistencia: 'atendida' | 'ausente' | null;
  /** The room's state, when the appointment has one: 'finalizada' once the consultation was ended. */
  sala_estado: 'activa' | 'finalizada' | null;
}

export interface CoworkingRow {
  id: number;
  user_id: number;
  semana_inicio: string;
  semana_fin: string;
  estado: 'programada' | 'cancelada';
  /** The branch; null for a week booked before branches were chosen. */
  id_lugar: number | null;
  codigo_reserva: string;
  /** The channel of the booking's confirmation, for its reminders when the customer chose none. */
  canal: 'sms' | 'correo' | null;
}

/**
 * Work that must commit with a booking's change or not at all (its reminders and attendance check): run on the
 * change's own transaction, after the change.
 */
export type AlongWith<T> = (tx: Sql, row: T) => Promise<void>;

export interface RoomRow {
  id_sala: string;
  estado: 'activa' | 'finalizada';
  identificacion: string;
  user_id: number;
  id_beneficio: number;
  fecha: string;
  hora: string;
  especialidad: string | null;
}

export type BookingResult<T> = { kind: 'created' | 'existing'; row: T } | { kind: 'taken' };

/** How many upcoming appointments (from `desde`, the day in Lima) one customer may hold. */
export interface UpcomingLimits {
  desde: string;
  perBenefit: number;
  total: number;
  /**
   * Live appointments one customer may hold at one hour: 1 unless told (one person, one appointment an hour). Only a
   * load test of the store that fills a day with one customer's bookings asks for more.
   */
  perHour?: number;
}

/** Thrown inside the booking transaction to roll it back when the customer is at a bound. */
class OverLimit {
  constructor(readonly scope: 'beneficio' | 'total') {}
}

/** Thrown inside a booking or move transaction when the customer already has another appointment at that hour. */
class Clash {}

/** Thrown inside the booking transaction when the same request (its idempotency key) has already booked. */
class AlreadyBooked {
  constructor(readonly row: AppointmentRow) {}
}

/** Thrown inside the booking transaction to roll it back when the benefit's rules refuse it. */
class Refused<R> {
  constructor(readonly refusal: R) {}
}

/** Appointments, their video rooms, and coworking weeks. */
export function bookingsStore(db: Sql) {
  // An appointment with its room's state ('finalizada' once the consultation was ended), when it has one.
  const withRoom =
    'SELECT a.*, r.estado AS sala_estado FROM appointments a LEFT JOIN rooms r ON r.appointment_id = a.id';
  const appointmentById = `${withRoom} WHERE a.id = ? AND a.user_id = ?`;
  const appointmentByKey = `${withRoom} WHERE a.user_id = ? AND a.idempotency_key = ?`;
  const coworkingById = 'SELECT * FROM coworking WHERE id = ? AND user_id = ?';
  const coworkingByKey = 'SELECT * FROM coworking WHERE user_id = ? AND idempotency_key = ?';
  // The appointments a customer (?) still has ahead from a day in Lima (?): what the bounds on upcoming appointments
  // count. One whose consultation was ended ('Finalizada') is behind the customer even on its day.
  const upcomingOf = `a.user_id = ? AND a.estado = 'programada' AND a.asistencia IS NULL AND a.fecha >= ?
    AND NOT EXISTS (SELECT 1 FROM rooms r WHERE r.appointment_id = a.id AND r.estado = 'finalizada')`;

  // A customer's (?) other live appointments (not ?) at a day (?) and hour (?): one person, one appointment an hour.
  const sameHourOf = `SELECT count(*) AS n FROM appointments WHERE user_id = ? AND estado = 'programada'
    AND asistencia IS NULL AND id <> ? AND fecha = ? AND hora = ?`;
  const othersAtHour = async (tx: Sql, userId: number, exceptId: number, fecha: string, hora: string) =>
    Number((await tx.get<{ n: number | string }>(sameHourOf, [userId, exceptId, fecha, hora]))!.n);

  /**
   * Inserts through `insert`; the same idempotency key answers the earlier row, and a unique index
   * (live slot, or one week a year) turns a concurrent second booking into `taken`. The indexes decide,
   * on every instance: there is no check-then-insert window.
   */
  async function bookOnce<T>(
    byKey: string,
    userId: number,
    key: string,
    insert: () => Promise<T>,
  ): Promise<BookingResult<T>> {
    const existing = await db.get<T>(byKey, [userId, key]);
    if (existing) return { kind: 'existing', row: existing };
    try {
      return { kind: 'created', row: await insert() };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await db.get<T>(byKey, [userId, key]);
      return raced ? { kind: 'existing', row: raced } : { kind: 'taken' };
    }
  }

  /**
   * A booking code no appointment or coworking week holds yet, read on the booking's transaction. Two bookings
   * drawing the same code at the same instant (one chance in tens of millions) meet the unique index instead.
   */
  async function freeCode(sql: Sql): Promise<string> {
    for (;;) {
      const code = newBookingCode();
      const held = await sql.get(
        'SELECT 1 FROM appointments WHERE codigo_reserva = ? UNION ALL SELECT 1 FROM coworking WHERE codigo_reserva = ?',
        [code, code],
      );
      if (!held) return code;
    }
  }

  /** Runs a change in one transaction; a unique index refusing it (the slot or the week is held) answers taken. */
  async function update(change: (tx: Sql) => Promise<void>): Promise<'ok' | 'taken'> {
    try {
      await db.transaction(change);
      return 'ok';
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }

  return {
    /** The live slots of a benefit, at one place (null: bookings without a place), as the live-slot index counts them. */
    bookedSlots(
      idBeneficio: number,
      idLugar: number | null,
      desde: string,
      hasta: string,
    ): Promise<Array<{ fecha: string; hora: string }>> {
      return db.all(
        `SELECT fecha, hora FROM appointments
         WHERE id_beneficio = ? AND coalesce(id_lugar, 0) = ? AND estado = 'programada' AND fecha BETWEEN ? AND ?`,
        [idBeneficio, idLugar ?? 0, desde, hasta],
      );
    },
    /**
     * Up to `limit` appointments, oldest first: every upcoming one (live, from `desde` on) first, then the most recent
     * others. A long history (cancelled dates ahead included) never pushes the upcoming ones out of the window.
     */
    async listAppointments(userId: number, limit: number, desde: string): Promise<AppointmentRow[]> {
      const upcoming =
        "a.estado = 'programada' AND a.asistencia IS NULL AND a.fecha >= ? AND (r.estado IS NULL OR r.estado <> 'finalizada')";
      const next = await db.all<AppointmentRow>(
        `${withRoom} WHERE a.user_id = ? AND ${upcoming} ORDER BY a.fecha, a.hora, a.id LIMIT ?`,
        [userId, desde, limit],
      );
      const rest =
        next.length < limit
          ? await db.all<AppointmentRow>(
              `${withRoom} WHERE a.user_id = ? AND NOT (${upcoming}) ORDER BY a.fecha DESC, a.hora DESC, a.id DESC LIMIT ?`,
              [userId, desde, limit - next.length],
            )
          : [];
      const key = (row: AppointmentRow) => `${row.fecha} ${row.hora} ${String(row.id).padStart(10, '0')}`;
      return [...rest, ...next].sort((x, y) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0));
    },
    /** The hours a customer already holds a live appointment at, between two days: not offered to them again. */
    ownHours(
      userId: number,
      desde: string,
      hasta: string,
    ): Promise<Array<{ id: number; fecha: string; hora: string }>> {
      return db.all(
        `SELECT id, fecha, hora FROM appointments
         WHERE user_id = ? AND estado = 'programada' AND asistencia IS NULL AND fecha BETWEEN ? AND ?`,
        [userId, desde, hasta],
      );
    },
    /** The upcoming appointments a customer holds from `desde`, by benefit: what the bounds on them count. */
    async upcomingByBenefit(userId: number, desde: string): Promise<Map<number, number>> {
      const rows = await db.all<{ id_beneficio: number; n: number | string }>(
        `SELECT a.id_beneficio, count(*) AS n FROM appointments a WHERE ${upcomingOf} GROUP BY a.id_beneficio`,
        [userId, desde],
      );
      return new Map(rows.map((r) => [r.id_beneficio, Number(r.n)]));
    },

    appointment(id: number, userId: number): Promise<AppointmentRow | undefined> {
      return db.get(appointmentById, [id, userId]);
    },
    /** Every live appointment and coworking week from `desde` (a Lima date) on: the bookings that need their jobs. */
    liveFrom(desde: string): Promise<{ citas: AppointmentRow[]; semanas: CoworkingRow[] }> {
      return Promise.all([
        db.all<AppointmentRow>(
          `${withRoom} WHERE a.estado = 'programada' AND a.asistencia IS NULL AND a.fecha >= ? ORDER BY a.id`,
          [desde],
        ),
        db.all<CoworkingRow>("SELECT * FROM coworking WHERE estado = 'programada' AND semana_inicio >= ? ORDER BY id", [
          desde,
        ]),
      ]).then(([citas, semanas]) => ({ citas, semanas }));
    },
    /** For work done on no customer's request (reminders, attendance): any customer's appointment. */
    anyAppointment(id: number): Promise<AppointmentRow | undefined> {
      return db.get(`${withRoom} WHERE a.id = ?`, [id]);
    },
    anyCoworking(id: number): Promise<CoworkingRow | undefined> {
      return db.get('SELECT * FROM coworking WHERE id = ?', [id]);
    },
    /** Records how an appointment went once its hour passed; false when it was cancelled or already recorded. */
    async recordAttendance(id: number, asistencia: 'atendida' | 'ausente', now: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx.run(
          "UPDATE appointments SET asistencia = ?, updated_at = ? WHERE id = ? AND estado = 'programada' AND asistencia IS NULL",
          [asistencia, now, id],
        );
        await tx.run(
          "UPDATE rooms SET estado = 'finalizada', ended_at = ? WHERE appointment_id = ? AND estado = 'activa'",
          [now, id],
        );
        return changed === 1;
      });
    },
    /** The first time the patient entered the video room: a consultation joined is one attended. */
    async markJoined(idSala: string, now: number): Promise<void> {
      await db.run('UPDATE rooms SET joined_at = ? WHERE id_sala = ? AND joined_at IS NULL', [now, idSala]);
    },
    async joined(appointmentId: number): Promise<boolean> {
      return Boolean(
        await db.get('SELECT 1 FROM rooms WHERE appointment_id = ? AND joined_at IS NOT NULL', [appointmentId]),
      );
    },
    /**
     * Books a slot, with its video room when it has one, in one transaction. The customer's upcoming
     * appointments are counted under a lock on the customer's row, so parallel bookings on any
     * instance cannot pass the bound together.
     */
    async book<R>(
      booking: {
        userId: number;
        idBeneficio: number;
        /** The benefit ids of the same service in every family (this one included): one bound for all of them. */
        sameService?: readonly number[];
        fecha: string;
        hora: string;
        key: string;
        idSala: string | null;
        especialidad?: string | undefined;
        motivo?: string | undefined;
        paciente?: string | undefined;
        idLugar?: number | null | undefined;
        direccion?: { ubigeo: string; calle: string; referencia?: string | undefined } | undefined;
        canal?: 'sms' | 'correo' | undefined;
      },
      now: number,
      limits: UpcomingLimits,
      /**
       * The benefit's rules, checked under the customer's lock once the row is in (a slot already taken answers
       * taken first), without counting that row: parallel bookings cannot spend one use twice.
       */
      rules: (tx: Sql, newId: number) => Promise<R | null>,
      along?: AlongWith<AppointmentRow>,
    ): Promise<
      | BookingResult<AppointmentRow>
      | { kind: 'limit'; scope: 'beneficio' | 'total' }
      | { kind: 'clash' }
      | { kind: 'refused'; refusal: R }
    > {
      try {
        return await bookOnce(appointmentByKey, booking.userId, booking.key, () =>
          db.transaction(async (tx) => {
            await tx.get(`SELECT id FROM users WHERE id = ?${tx.forUpdate}`, [booking.userId]);
            // A retry that waited on the lock behind its own first request answers that booking, before any bound
            // counts it (PostgreSQL runs the two in parallel up to the lock).
            const first = await tx.get<AppointmentRow>(appointmentByKey, [booking.userId, booking.key]);
            if (first) throw new AlreadyBooked(first);
            const service = booking.sameService ?? [booking.idBeneficio];
            const upcoming = (await tx.get<{ total: number; beneficio: number }>(
              `SELECT count(*) AS total,
                 coalesce(sum(CASE WHEN a.id_beneficio IN (${service.map(() => '?').join(', ')}) THEN 1 ELSE 0 END), 0) AS beneficio
               FROM appointments a WHERE ${upcomingOf}`,
              [...service, booking.userId, limits.desde],
            ))!;
            if (Number(upcoming.beneficio) >= limits.perBenefit) throw new OverLimit('beneficio');
            if (Number(upcoming.total) >= limits.total) throw new OverLimit('total');
            const row = await tx.get<AppointmentRow>(
              `INSERT INTO appointments
               (user_id, id_beneficio, fecha, hora, estado, id_sala, idempotency_key, especialidad, motivo, paciente, id_lugar, codigo_reserva,
                direccion_ubigeo, direccion_calle, direccion_referencia, canal, created_at, updated_at)
               VALUES (?, ?, ?, ?, 'programada', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
              [
                booking.userId,
                booking.idBeneficio,
                booking.fecha,
                booking.hora,
                booking.idSala,
                booking.key,
                booking.especialidad ?? null,
                booking.motivo ?? null,
                booking.paciente ?? null,
                booking.idLugar ?? null,
                await freeCode(tx),
                booking.direccion?.ubigeo ?? null,
                booking.direccion?.calle ?? null,
                booking.direccion?.referencia || null,
                booking.canal ?? null,
                now,
                now,
              ],
            );
            // After the insert, so a slot already taken answers taken first (the unique index), as a retry of this
            // very booking answers the first one (its key).
            if ((await othersAtHour(tx, booking.userId, row!.id, booking.fecha, booking.hora)) >= (limits.perHour ?? 1))
              throw new Clash();
            const refusal = await rules(tx, row!.id);
            if (refusal) throw new Refused(refusal);
            if (booking.idSala) {
              await tx.run(
                "INSERT INTO rooms (id_sala, appointment_id, estado, created_at) VALUES (?, ?, 'activa', ?)",
                [booking.idSala, row!.id, now],
              );
            }
            // A new appointment's room, when it has one, is live.
            const booked: AppointmentRow = { ...row!, sala_estado: booking.idSala ? 'activa' : null };
            await along?.(tx, booked);
            return booked;
          }),
        );
      } catch (error) {
        if (error instanceof OverLimit) return { kind: 'limit', scope: error.scope };
        if (error instanceof Clash) return { kind: 'clash' };
        if (error instanceof AlreadyBooked) return { kind: 'existing', row: error.row };
        if (error instanceof Refused) return { kind: 'refused', refusal: error.refusal as R };
        throw error;
      }
    },
    reschedule(
      id: number,
      userId: number,
      fecha: string,
      hora: string,
      now: number,
      along?: AlongWith<AppointmentRow>,
    ): Promise<'ok' | 'taken' | 'clash'> {
      return update(async (tx) => {
        // Under the customer's lock, as bookings are: a parallel booking cannot take the same hour meanwhile. The
        // check comes before the move here (a booking inserts first): the row moved is excluded either way.
        await tx.get(`SELECT id FROM users WHERE id = ?${tx.forUpdate}`, [userId]);
        if ((await othersAtHour(tx, userId, id, fecha, hora)) > 0) throw new Clash();
        await tx.run('UPDATE appointments SET fecha = ?, hora = ?, updated_at = ? WHERE id = ? AND user_id = ?', [
          fecha,
          hora,
          now,
          id,
          userId,
        ]);
        // Entering the room at the old hour says nothing about the new one.
        await tx.run('UPDATE rooms SET joined_at = NULL WHERE appointment_id = ?', [id]);
        await along?.(
          tx,
          (await tx.get<AppointmentRow>(`${withRoom} WHERE a.id = ? AND a.user_id = ?`, [id, userId]))!,
        );
      }).catch((error: unknown) => {
        if (error instanceof Clash) return 'clash' as const;
        throw error;
      });
    },
    /** Cancels the appointment and ends its room, together. */
    async cancel(id: number, userId: number, now: number, along?: AlongWith<AppointmentRow>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.run("UPDATE appointments SET estado = 'cancelada', updated_at = ? WHERE id = ? AND user_id = ?", [
          now,
          id,
          userId,
        ]);
        await tx.run(
          "UPDATE rooms SET estado = 'finalizada', ended_at = ? WHERE appointment_id = ? AND estado = 'activa'",
          [now, id],
        );
        await along?.(
          tx,
          (await tx.get<AppointmentRow>(`${withRoom} WHERE a.id = ? AND a.user_id = ?`, [id, userId]))!,
        );
      });
    },
    room(idSala: string): Promise<RoomRow | undefined> {
      return db.get(
        `SELECT r.id_sala, r.estado, u.identificacion, u.id AS user_id, a.id_beneficio, a.fecha, a.hora, a.especialidad FROM rooms r
         JOIN appointments a ON a.id = r.appointment_id JOIN users u ON u.id = a.user_id WHERE r.id_sala = ?`,
        [idSala],
      );
    },
    async endRoom(idSala: string, now: number): Promise<boolean> {
      const changed = await db.run(
        "UPDATE rooms SET estado = 'finalizada', ended_at = ? WHERE id_sala = ? AND estado = 'activa'",
        [now, idSala],
      );
      return changed === 1;
    },
    /** The newest `limit` coworking weeks, oldest first. */
    async listCoworking(userId: number, limit: number): Promise<CoworkingRow[]> {
      const rows = await db.all<CoworkingRow>(
        'SELECT * FROM coworking WHERE user_id = ? ORDER BY semana_inicio DESC, id DESC LIMIT ?',
        [userId, limit],
      );
      return rows.reverse();
    },
    coworking(id: number, userId: number): Promise<CoworkingRow | undefined> {
      return db.get(coworkingById, [id, userId]);
    },
    bookCoworking(
      booking: {
        userId: number;
        semanaInicio: string;
        semanaFin: string;
        anio: number;
        key: string;
        idLugar: number;
        canal?: 'sms' | 'correo' | undefined;
      },
      now: number,
      along?: AlongWith<CoworkingRow>,
    ): Promise<BookingResult<CoworkingRow>> {
      return bookOnce(coworkingByKey, booking.userId, booking.key, () =>
        db.transaction(async (tx) => {
          const row = await tx.get<CoworkingRow>(
            `INSERT INTO coworking (user_id, anio, semana_inicio, semana_fin, estado, idempotency_key, id_lugar, codigo_reserva, canal, created_at, updated_at)
             VALUES (?, ?, ?, ?, 'programada', ?, ?, ?, ?, ?, ?) RETURNING *`,
            [
              booking.userId,
              booking.anio,
              booking.semanaInicio,
              booking.semanaFin,
              booking.key,
              booking.idLugar,
              await freeCode(tx),
              booking.canal ?? null,
              now,
              now,
            ],
          );
          await along?.(tx, row!);
          return row!;
        }),
      );
    },
    moveCoworking(
      id: number,
      userId: number,
      semana: { inicio: string; fin: string; anio: number },
      now: number,
      along?: AlongWith<CoworkingRow>,
    ): Promise<'ok' | 'taken'> {
      return update(async (tx) => {
        await tx.run(
          'UPDATE coworking SET semana_inicio = ?, semana_fin = ?, anio = ?, updated_at = ? WHERE id = ? AND user_id = ?',
          [semana.inicio, semana.fin, semana.anio, now, id, userId],
        );
        await along?.(tx, (await tx.get<CoworkingRow>(coworkingById, [id, userId]))!);
      });
    },
    async cancelCoworking(id: number, userId: number, now: number, along?: AlongWith<CoworkingRow>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.run("UPDATE coworking SET estado = 'cancelada', updated_at = ? WHERE id = ? AND user_id = ?", [
          now,
          id,
          userId,
        ]);
        await along?.(tx, (await tx.get<CoworkingRow>(coworkingById, [id, userId]))!);
      });
    },
  };
}

export type BookingsStore = ReturnType<typeof bookingsStore>;
