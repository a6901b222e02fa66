import type { Db } from './database.ts';

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
  /** The room's state, when the appointment has one: 'finalizada' once the consultation was ended. */
  sala_estado: 'activa' | 'finalizada' | null;
}

export interface CoworkingRow {
  id: number;
  user_id: number;
  semana_inicio: string;
  semana_fin: string;
  estado: 'programada' | 'cancelada';
}

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

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_CONSTRAINT_UNIQUE');
}

/** Appointments, their video rooms, and coworking weeks. */
export function bookingsStore(db: Db) {
  const withRoom = 'SELECT a.*, r.estado AS sala_estado FROM appointments a LEFT JOIN rooms r ON r.appointment_id = a.id';
  const appointmentById = db.prepare(`${withRoom} WHERE a.id = ? AND a.user_id = ?`);
  const appointmentByKey = db.prepare(`${withRoom} WHERE a.user_id = ? AND a.idempotency_key = ?`);
  const coworkingById = db.prepare('SELECT * FROM coworking WHERE id = ? AND user_id = ?');
  const coworkingByKey = db.prepare('SELECT * FROM coworking WHERE user_id = ? AND idempotency_key = ?');

  return {
    bookedSlots(idBeneficio: number, desde: string, hasta: string): Array<{ fecha: string; hora: string }> {
      return db
        .prepare(
          `SELECT fecha, hora FROM appointments
           WHERE id_beneficio = ? AND estado = 'programada' AND fecha BETWEEN ? AND ?`,
        )
        .all(idBeneficio, desde, hasta) as Array<{ fecha: string; hora: string }>;
    },
    listAppointments(userId: number): AppointmentRow[] {
      return db
        .prepare(`${withRoom} WHERE a.user_id = ? ORDER BY a.fecha, a.hora, a.id`)
        .all(userId) as AppointmentRow[];
    },
    appointment(id: number, userId: number): AppointmentRow | undefined {
      return appointmentById.get(id, userId) as AppointmentRow | undefined;
    },
    /**
     * Books a slot. The same idempotency key returns the earlier appointment; the unique
     * live-slot index turns a concurrent second booking into `taken`.
     */
    book(
      booking: {
        userId: number;
        idBeneficio: number;
        fecha: string;
        hora: string;
        key: string;
        idSala: string | null;
        especialidad?: string | undefined;
        motivo?: string | undefined;
        paciente?: string | undefined;
      },
      now: number,
    ): BookingResult<AppointmentRow> {
      const existing = appointmentByKey.get(booking.userId, booking.key) as AppointmentRow | undefined;
      if (existing) return { kind: 'existing', row: existing };
      try {
        return db.transaction((): BookingResult<AppointmentRow> => {
          const result = db
            .prepare(
              `INSERT INTO appointments (user_id, id_beneficio, fecha, hora, estado, id_sala, idempotency_key, especialidad, motivo, paciente, created_at, updated_at)
               VALUES (?, ?, ?, ?, 'programada', ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              booking.userId,
              booking.idBeneficio,
              booking.fecha,
              booking.hora,
              booking.idSala,
              booking.key,
              booking.especialidad ?? null,
              booking.motivo ?? null,
              booking.paciente ?? null,
              now,
              now,
            );
          const id = Number(result.lastInsertRowid);
          if (booking.idSala) {
            db.prepare("INSERT INTO rooms (id_sala, appointment_id, estado, created_at) VALUES (?, ?, 'activa', ?)").run(
              booking.idSala,
              id,
              now,
            );
          }
          return { kind: 'created', row: appointmentById.get(id, booking.userId) as AppointmentRow };
        }).immediate();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const raced = appointmentByKey.get(booking.userId, booking.key) as AppointmentRow | undefined;
        return raced ? { kind: 'existing', row: raced } : { kind: 'taken' };
      }
    },
    reschedule(id: number, userId: number, fecha: string, hora: string, now: number): 'ok' | 'taken' {
      try {
        db.prepare('UPDATE appointments SET fecha = ?, hora = ?, updated_at = ? WHERE id = ? AND user_id = ?').run(
          fecha,
          hora,
          now,
          id,
          userId,
        );
        return 'ok';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },
    /** Cancels the appointment and ends its room, together. */
    cancel(id: number, userId: number, now: number): void {
      db.transaction(() => {
        db.prepare("UPDATE appointments SET estado = 'cancelada', updated_at = ? WHERE id = ? AND user_id = ?").run(
          now,
          id,
          userId,
        );
        db.prepare(
          "UPDATE rooms SET estado = 'finalizada', ended_at = ? WHERE appointment_id = ? AND estado = 'activa'",
        ).run(now, id);
      }).immediate();
    },
    room(idSala: string): RoomRow | undefined {
      return db
        .prepare(
          `SELECT r.id_sala, r.estado, u.identificacion, u.id AS user_id, a.id_beneficio, a.fecha, a.hora, a.especialidad FROM rooms r
           JOIN appointments a ON a.id = r.appointment_id JOIN users u ON u.id = a.user_id WHERE r.id_sala = ?`,
        )
        .get(idSala) as RoomRow | undefined;
    },
    endRoom(idSala: string, now: number): boolean {
      const result = db
        .prepare("UPDATE rooms SET estado = 'finalizada', ended_at = ? WHERE id_sala = ? AND estado = 'activa'")
        .run(now, idSala);
      return result.changes === 1;
    },
    listCoworking(userId: number): CoworkingRow[] {
      return db.prepare('SELECT * FROM coworking WHERE user_id = ? ORDER BY semana_inicio, id').all(userId) as CoworkingRow[];
    },
    coworking(id: number, userId: number): CoworkingRow | undefined {
      return coworkingById.get(id, userId) as CoworkingRow | undefined;
    },
    bookCoworking(
      booking: { userId: number; semanaInicio: string; semanaFin: string; anio: number; key: string },
      now: number,
    ): BookingResult<CoworkingRow> {
      const existing = coworkingByKey.get(booking.userId, booking.key) as CoworkingRow | undefined;
      if (existing) return { kind: 'existing', row: existing };
      try {
        const result = db
          .prepare(
            `INSERT INTO coworking (user_id, anio, semana_inicio, semana_fin, estado, idempotency_key, created_at, updated_at)
             VALUES (?, ?, ?, ?, 'programada', ?, ?, ?)`,
          )
          .run(booking.userId, booking.anio, booking.semanaInicio, booking.semanaFin, booking.key, now, now);
        return { kind: 'created', row: coworkingById.get(Number(result.lastInsertRowid), booking.userId) as CoworkingRow };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const raced = coworkingByKey.get(booking.userId, booking.key) as CoworkingRow | undefined;
        return raced ? { kind: 'existing', row: raced } : { kind: 'taken' };
      }
    },
    moveCoworking(id: number, userId: number, semana: { inicio: string; fin: string; anio: number }, now: number): 'ok' | 'taken' {
      try {
        db.prepare(
          'UPDATE coworking SET semana_inicio = ?, semana_fin = ?, anio = ?, updated_at = ? WHERE id = ? AND user_id = ?',
        ).run(semana.inicio, semana.fin, semana.anio, now, id, userId);
        return 'ok';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },
    cancelCoworking(id: number, userId: number, now: number): void {
      db.prepare("UPDATE coworking SET estado = 'cancelada', updated_at = ? WHERE id = ? AND user_id = ?").run(now, id, userId);
    },
  };
}

export type BookingsStore = ReturnType<typeof bookingsStore>;
