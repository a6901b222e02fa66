/**
 * Versioned schema, one list for both engines: each entry carries its SQLite and its PostgreSQL
 * text, runs once, in order, inside one transaction, and is recorded in `schema_migrations` under
 * the same version on either engine. Never edit a shipped entry: add one.
 */
export interface Migration {
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
}

/**
 * The SQL of a booking code from `n`, a number below 24^6: its six base-24 digits as letters, "K7M-4QX".
 * `toInt` casts a letter's position where the engine wants an int (PostgreSQL's substr). The alphabet is
 * server/domain/bookingCode.ts's, written out since a shipped migration must not change with that file.
 */
function bookingCodeOf(n: string, toInt: (position: string) => string = (position) => position): string {
  const letter = (power: number) => {
    const digit = power === 0 ? `${n} % 24` : `${n} / ${24 ** power} % 24`;
    return `substr('ACDEFHJKMNPQRTUVWXY34679', ${toInt(`${digit} + 1`)}, 1)`;
  };
  const parts = [...[5, 4, 3].map(letter), "'-'", ...[2, 1, 0].map(letter)];
  return `\n  ${parts.join('\n  || ')}`;
}

/**
 * Version 8 on either engine: the same tables, columns and indexes, and a code for every booking already there.
 * `id` reads a row's id as a number wide enough for id * 2 * 104729 (PostgreSQL's integer is not).
 * A shipped entry: the SQL it returns must stay as it is, byte for byte.
 */
function placesMigration(id: string, toInt?: (position: string) => string): string {
  return `
CREATE TABLE places (
  id INTEGER PRIMARY KEY,
  nombre TEXT NOT NULL,
  tipo TEXT NOT NULL CHECK (tipo IN ('clinica', 'laboratorio', 'odontologia', 'coworking')),
  direccion TEXT NOT NULL,
  ubigeo TEXT NOT NULL CHECK (length(ubigeo) = 6),
  telefono TEXT NOT NULL,
  dias TEXT NOT NULL CHECK (dias IN ('lunesASabado', 'lunesAViernes', 'todos')),
  abre TEXT NOT NULL,
  cierra TEXT NOT NULL,
  activo INTEGER NOT NULL DEFAULT 1 CHECK (activo IN (0, 1))
);
CREATE TABLE place_services (
  place_id INTEGER NOT NULL REFERENCES places(id) ON DELETE CASCADE,
  modulo TEXT NOT NULL,
  PRIMARY KEY (place_id, modulo)
);
CREATE INDEX place_services_modulo ON place_services (modulo, place_id);
ALTER TABLE appointments ADD COLUMN id_lugar INTEGER REFERENCES places(id);
ALTER TABLE appointments ADD COLUMN codigo_reserva TEXT;
ALTER TABLE coworking ADD COLUMN id_lugar INTEGER REFERENCES places(id);
ALTER TABLE coworking ADD COLUMN codigo_reserva TEXT;
UPDATE appointments SET codigo_reserva =${bookingCodeOf(`(${id} * 2 * 104729 % 191102976)`, toInt)};
UPDATE coworking SET codigo_reserva =${bookingCodeOf(`((${id} * 2 + 1) * 104729 % 191102976)`, toInt)};
CREATE UNIQUE INDEX appointments_codigo_reserva ON appointments (codigo_reserva);
CREATE UNIQUE INDEX coworking_codigo_reserva ON coworking (codigo_reserva);
DROP INDEX appointments_live_slot;
CREATE UNIQUE INDEX appointments_live_slot ON appointments (id_beneficio, coalesce(id_lugar, 0), fecha, hora) WHERE estado = 'programada';
`;
}

/** Home-visit addresses on appointments and the saved addresses table, the same text on both engines but for types. */
function addressesMigration(idColumn: string, timeType: string): string {
  return `
ALTER TABLE appointments ADD COLUMN direccion_ubigeo TEXT;
ALTER TABLE appointments ADD COLUMN direccion_calle TEXT;
ALTER TABLE appointments ADD COLUMN direccion_referencia TEXT;
CREATE TABLE saved_addresses (
  id ${idColumn},
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  ubigeo TEXT NOT NULL,
  calle TEXT NOT NULL,
  referencia TEXT,
  created_at ${timeType} NOT NULL
);
CREATE INDEX saved_addresses_user ON saved_addresses (user_id, id);
`;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sqlite: `
CREATE TABLE policyholders (
  id INTEGER PRIMARY KEY,
  identificacion TEXT NOT NULL,
  tipo_identificacion INTEGER NOT NULL CHECK (tipo_identificacion IN (6, 8)),
  nombres TEXT NOT NULL,
  apellido_paterno TEXT NOT NULL,
  apellido_materno TEXT NOT NULL,
  preference_group INTEGER NOT NULL DEFAULT 0 CHECK (preference_group IN (0, 1, 2)),
  UNIQUE (tipo_identificacion, identificacion)
);
CREATE TABLE products (
  policyholder_id INTEGER NOT NULL REFERENCES policyholders(id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (policyholder_id, code)
);
CREATE TABLE plans (
  policyholder_id INTEGER NOT NULL REFERENCES policyholders(id) ON DELETE CASCADE,
  servicio TEXT NOT NULL,
  plan INTEGER NOT NULL CHECK (plan IN (1, 2, 3)),
  position INTEGER NOT NULL,
  PRIMARY KEY (policyholder_id, servicio)
);
CREATE TABLE licences (
  policyholder_id INTEGER NOT NULL REFERENCES policyholders(id) ON DELETE CASCADE,
  cobertura TEXT NOT NULL,
  licencias INTEGER NOT NULL CHECK (licencias >= 0),
  position INTEGER NOT NULL,
  PRIMARY KEY (policyholder_id, cobertura)
);
CREATE TABLE profiles (
  policyholder_id INTEGER NOT NULL REFERENCES policyholders(id) ON DELETE CASCADE,
  perfil TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (policyholder_id, perfil)
);
CREATE TABLE guests (
  id INTEGER PRIMARY KEY,
  identificacion TEXT NOT NULL,
  tipo_identificacion INTEGER NOT NULL CHECK (tipo_identificacion IN (6, 8)),
  nombres TEXT NOT NULL,
  apellido_paterno TEXT NOT NULL DEFAULT '',
  apellido_materno TEXT NOT NULL DEFAULT '',
  host_policyholder_id INTEGER NOT NULL REFERENCES policyholders(id),
  id_producto INTEGER NOT NULL CHECK (id_producto IN (7442, 7443)),
  created_at INTEGER NOT NULL,
  UNIQUE (tipo_identificacion, identificacion)
);
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  identificacion TEXT NOT NULL,
  tipo_identificacion INTEGER NOT NULL CHECK (tipo_identificacion IN (6, 8)),
  policyholder_id INTEGER REFERENCES policyholders(id),
  guest_id INTEGER REFERENCES guests(id),
  nombres TEXT NOT NULL,
  apellido_paterno TEXT NOT NULL,
  apellido_materno TEXT NOT NULL,
  email TEXT NOT NULL,
  fono TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  encuesta INTEGER NOT NULL DEFAULT 0 CHECK (encuesta IN (0, 1)),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (tipo_identificacion, identificacion),
  CHECK (policyholder_id IS NOT NULL OR guest_id IS NOT NULL)
);
CREATE UNIQUE INDEX users_email ON users (lower(email));
CREATE TABLE pending_registrations (
  id INTEGER PRIMARY KEY,
  identificacion TEXT NOT NULL,
  tipo_identificacion INTEGER NOT NULL,
  policyholder_id INTEGER REFERENCES policyholders(id),
  guest_id INTEGER REFERENCES guests(id),
  nombres TEXT NOT NULL,
  socios TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE sessions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE TABLE captcha_tokens (
  token_hash TEXT PRIMARY KEY,
  action TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE recovery_codes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE TABLE appointments (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  id_beneficio INTEGER NOT NULL CHECK (id_beneficio BETWEEN 1 AND 46),
  fecha TEXT NOT NULL,
  hora TEXT NOT NULL,
  estado TEXT NOT NULL CHECK (estado IN ('programada', 'cancelada')),
  id_sala TEXT UNIQUE,
  idempotency_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
-- One live appointment per benefit slot: the database, not the handler, forbids double booking.
CREATE UNIQUE INDEX appointments_live_slot ON appointments (id_beneficio, fecha, hora) WHERE estado = 'programada';
CREATE TABLE rooms (
  id_sala TEXT PRIMARY KEY,
  appointment_id INTEGER NOT NULL REFERENCES appointments(id),
  estado TEXT NOT NULL CHECK (estado IN ('activa', 'finalizada')),
  created_at INTEGER NOT NULL,
  ended_at INTEGER
);
CREATE TABLE coworking (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  anio INTEGER NOT NULL,
  semana_inicio TEXT NOT NULL,
  semana_fin TEXT NOT NULL,
  estado TEXT NOT NULL CHECK (estado IN ('programada', 'cancelada')),
  idempotency_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
-- One live coworking week per user and year.
CREATE UNIQUE INDEX coworking_one_week_a_year ON coworking (user_id, anio) WHERE estado = 'programada';
CREATE TABLE surveys (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  valor TEXT NOT NULL CHECK (valor IN ('Promotor', 'Neutro', 'Detractor')),
  ruta TEXT NOT NULL,
  comentario TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE crm_events (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE activity_log (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  canal TEXT NOT NULL CHECK (canal IN ('correo', 'sms')),
  destino TEXT NOT NULL,
  asunto TEXT NOT NULL,
  cuerpo TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX outbox_destino ON outbox (destino, id);
`,
    postgres: `
CREATE TABLE policyholders (
  id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  identificacion TEXT NOT NULL,
  tipo_identificacion INTEGER NOT NULL CHECK (tipo_identificacion IN (6, 8)),
  nombres TEXT NOT NULL,
  apellido_paterno TEXT NOT NULL,
  apellido_materno TEXT NOT NULL,
  preference_group INTEGER NOT NULL DEFAULT 0 CHECK (preference_group IN (0, 1, 2)),
  UNIQUE (tipo_identificacion, identificacion)
);
CREATE TABLE products (
  policyholder_id INTEGER NOT NULL REFERENCES policyholders(id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (policyholder_id, code)
);
CREATE TABLE plans (
  policyholder_id INTEGER NOT NULL REFERENCES policyholders(id) ON DELETE CASCADE,
  servicio TEXT NOT NULL,
  plan INTEGER NOT NULL CHECK (plan IN (1, 2, 3)),
  position INTEGER NOT NULL,
  PRIMARY KEY (policyholder_id, servicio)
);
CREATE TABLE licences (
  policyholder_id INTEGER NOT NULL REFERENCES policyholders(id) ON DELETE CASCADE,
  cobertura TEXT NOT NULL,
  licencias INTEGER NOT NULL CHECK (licencias >= 0),
  position INTEGER NOT NULL,
  PRIMARY KEY (policyholder_id, cobertura)
);
CREATE TABLE profiles (
  policyholder_id INTEGER NOT NULL REFERENCES policyholders(id) ON DELETE CASCADE,
  perfil TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (policyholder_id, perfil)
);
CREATE TABLE guests (
  id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  identificacion TEXT NOT NULL,
  tipo_identificacion INTEGER NOT NULL CHECK (tipo_identificacion IN (6, 8)),
  nombres TEXT NOT NULL,
  apellido_paterno TEXT NOT NULL DEFAULT '',
  apellido_materno TEXT NOT NULL DEFAULT '',
  host_policyholder_id INTEGER NOT NULL REFERENCES policyholders(id),
  id_producto INTEGER NOT NULL CHECK (id_producto IN (7442, 7443)),
  created_at BIGINT NOT NULL,
  UNIQUE (tipo_identificacion, identificacion)
);
CREATE TABLE users (
  id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  identificacion TEXT NOT NULL,
  tipo_identificacion INTEGER NOT NULL CHECK (tipo_identificacion IN (6, 8)),
  policyholder_id INTEGER REFERENCES policyholders(id),
  guest_id INTEGER REFERENCES guests(id),
  nombres TEXT NOT NULL,
  apellido_paterno TEXT NOT NULL,
  apellido_materno TEXT NOT NULL,
  email TEXT NOT NULL,
  fono TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  encuesta INTEGER NOT NULL DEFAULT 0 CHECK (encuesta IN (0, 1)),
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  UNIQUE (tipo_identificacion, identificacion),
  CHECK (policyholder_id IS NOT NULL OR guest_id IS NOT NULL)
);
CREATE UNIQUE INDEX users_email ON users (lower(email));
CREATE TABLE pending_registrations (
  id INTEGER PRIMARY KEY,
  identificacion TEXT NOT NULL,
  tipo_identificacion INTEGER NOT NULL,
  policyholder_id INTEGER REFERENCES policyholders(id),
  guest_id INTEGER REFERENCES guests(id),
  nombres TEXT NOT NULL,
  socios TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE TABLE sessions (
  id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  last_seen_at BIGINT NOT NULL,
  revoked_at BIGINT
);
CREATE TABLE captcha_tokens (
  token_hash TEXT PRIMARY KEY,
  action TEXT NOT NULL,
  expires_at BIGINT NOT NULL,
  used_at BIGINT
);
CREATE TABLE recovery_codes (
  id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  expires_at BIGINT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at BIGINT,
  created_at BIGINT NOT NULL
);
CREATE TABLE appointments (
  id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  id_beneficio INTEGER NOT NULL CHECK (id_beneficio BETWEEN 1 AND 46),
  fecha TEXT NOT NULL,
  hora TEXT NOT NULL,
  estado TEXT NOT NULL CHECK (estado IN ('programada', 'cancelada')),
  id_sala TEXT UNIQUE,
  idempotency_key TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
-- One live appointment per benefit slot: the database, not the handler, forbids double booking.
CREATE UNIQUE INDEX appointments_live_slot ON appointments (id_beneficio, fecha, hora) WHERE estado = 'programada';
CREATE TABLE rooms (
  id_sala TEXT PRIMARY KEY,
  appointment_id INTEGER NOT NULL REFERENCES appointments(id),
  estado TEXT NOT NULL CHECK (estado IN ('activa', 'finalizada')),
  created_at BIGINT NOT NULL,
  ended_at BIGINT
);
CREATE TABLE coworking (
  id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  anio INTEGER NOT NULL,
  semana_inicio TEXT NOT NULL,
  semana_fin TEXT NOT NULL,
  estado TEXT NOT NULL CHECK (estado IN ('programada', 'cancelada')),
  idempotency_key TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
-- One live coworking week per user and year.
CREATE UNIQUE INDEX coworking_one_week_a_year ON coworking (user_id, anio) WHERE estado = 'programada';
CREATE TABLE surveys (
  id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  valor TEXT NOT NULL CHECK (valor IN ('Promotor', 'Neutro', 'Detractor')),
  ruta TEXT NOT NULL,
  comentario TEXT,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE TABLE crm_events (
  id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE TABLE activity_log (
  id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  payload TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE TABLE outbox (
  id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  canal TEXT NOT NULL CHECK (canal IN ('correo', 'sms')),
  destino TEXT NOT NULL,
  asunto TEXT NOT NULL,
  cuerpo TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX outbox_destino ON outbox (destino, id);
`,
  },
  {
    version: 2,
    name: 'security events, login throttling, contact changes',
    sqlite: `
-- What an operator reads about an account: failed and locked logins, code requests and guesses,
-- password and contact changes. documento is the number as the request gave it, account or not.
CREATE TABLE security_events (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  documento TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  ip TEXT NOT NULL,
  detalle TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX security_events_documento ON security_events (documento, kind, created_at);
CREATE INDEX security_events_user ON security_events (user_id, kind, created_at);
-- Consecutive failed logins per document number, and the lock they earned.
CREATE TABLE login_throttle (
  documento TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_failure_at INTEGER NOT NULL,
  locked_until INTEGER NOT NULL
);
-- A new e-mail or phone waits here until the code sent to it is confirmed.
CREATE TABLE contact_changes (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  canal TEXT NOT NULL CHECK (canal IN ('correo', 'sms')),
  valor TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, canal)
);
CREATE INDEX appointments_user_live ON appointments (user_id, estado, fecha);
`,
    postgres: `
-- What an operator reads about an account: failed and locked logins, code requests and guesses,
-- password and contact changes. documento is the number as the request gave it, account or not.
CREATE TABLE security_events (
  id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  kind TEXT NOT NULL,
  documento TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  ip TEXT NOT NULL,
  detalle TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL
);
CREATE INDEX security_events_documento ON security_events (documento, kind, created_at);
CREATE INDEX security_events_user ON security_events (user_id, kind, created_at);
-- Consecutive failed logins per document number, and the lock they earned.
CREATE TABLE login_throttle (
  documento TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_failure_at BIGINT NOT NULL,
  locked_until BIGINT NOT NULL
);
-- A new e-mail or phone waits here until the code sent to it is confirmed.
CREATE TABLE contact_changes (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  canal TEXT NOT NULL CHECK (canal IN ('correo', 'sms')),
  valor TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at BIGINT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, canal)
);
CREATE INDEX appointments_user_live ON appointments (user_id, estado, fecha);
`,
  },
  {
    version: 3,
    name: 'shared rate-limit counters',
    sqlite: `
-- Per-address request counters, in the database so every instance counts the same requests.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  hits INTEGER NOT NULL,
  reset_at INTEGER NOT NULL
);
CREATE INDEX rate_limits_reset ON rate_limits (reset_at);
`,
    postgres: `
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  hits INTEGER NOT NULL,
  reset_at BIGINT NOT NULL
);
CREATE INDEX rate_limits_reset ON rate_limits (reset_at);
`,
  },
  {
    version: 4,
    name: 'appointment details and invitation status',
    sqlite: `
-- What a health booking carries: the specialty (one of the nine), the reason, and who the patient is.
ALTER TABLE appointments ADD COLUMN especialidad TEXT;
ALTER TABLE appointments ADD COLUMN motivo TEXT;
ALTER TABLE appointments ADD COLUMN paciente TEXT;
-- An invitation is screened (evaluacion), then active, or refused; the host may withdraw it before it is active.
ALTER TABLE guests ADD COLUMN estado TEXT NOT NULL DEFAULT 'evaluacion' CHECK (estado IN ('evaluacion', 'rechazado', 'retirado'));
ALTER TABLE guests ADD COLUMN updated_at INTEGER;
`,
    postgres: `
ALTER TABLE appointments ADD COLUMN especialidad TEXT;
ALTER TABLE appointments ADD COLUMN motivo TEXT;
ALTER TABLE appointments ADD COLUMN paciente TEXT;
ALTER TABLE guests ADD COLUMN estado TEXT NOT NULL DEFAULT 'evaluacion' CHECK (estado IN ('evaluacion', 'rechazado', 'retirado'));
ALTER TABLE guests ADD COLUMN updated_at BIGINT;
`,
  },
  {
    version: 5,
    name: "indexes for a host's guests and a user's sessions",
    // Every profile read counts the host's live invitations, and a password change revokes the user's sessions:
    // without these both walked the whole table.
    sqlite: `
CREATE INDEX guests_host ON guests (host_policyholder_id, estado);
CREATE INDEX sessions_user ON sessions (user_id);
`,
    postgres: `
CREATE INDEX guests_host ON guests (host_policyholder_id, estado);
CREATE INDEX sessions_user ON sessions (user_id);
`,
  },
  {
    version: 6,
    name: "index for an appointment's room",
    // A booking counts the customer's upcoming appointments without the ended consultations, and Citas
    // reads each appointment with its room: both look rooms up by appointment.
    sqlite: `
CREATE INDEX rooms_appointment ON rooms (appointment_id, estado);
`,
    postgres: `
CREATE INDEX rooms_appointment ON rooms (appointment_id, estado);
`,
  },
  {
    version: 7,
    name: 'policy number, insurer and start date per product',
    // Waiting periods and uses per policy year are counted from the start of the policy that carries the benefit.
    // Rows from before this version get a start date a year and a month back (every waiting period over) and a number
    // made of the product code and the holder's id; the seed gives its own.
    sqlite: `
ALTER TABLE products ADD COLUMN numero_poliza TEXT;
ALTER TABLE products ADD COLUMN aseguradora TEXT;
ALTER TABLE products ADD COLUMN inicio_vigencia TEXT;
UPDATE products SET numero_poliza = replace(code, '-', '') || '-' || printf('%07d', policyholder_id),
  aseguradora = 'Aseguradora Andina S.A.', inicio_vigencia = date('now', '-395 days');
CREATE INDEX appointments_user_benefit ON appointments (user_id, id_beneficio, fecha);
`,
    postgres: `
ALTER TABLE products ADD COLUMN numero_poliza TEXT;
ALTER TABLE products ADD COLUMN aseguradora TEXT;
ALTER TABLE products ADD COLUMN inicio_vigencia TEXT;
UPDATE products SET numero_poliza = replace(code, '-', '') || '-' || lpad(policyholder_id::text, 7, '0'),
  aseguradora = 'Aseguradora Andina S.A.', inicio_vigencia = to_char(current_date - 395, 'YYYY-MM-DD');
CREATE INDEX appointments_user_benefit ON appointments (user_id, id_beneficio, fecha);
`,
  },
  {
    version: 8,
    name: 'contacts on record and activation codes',
    // Activation proves the person: its code goes to the phone and e-mail the lender holds (from the policy sale, or
    // given by the host for a guest), and the account exists only once that code comes back.
    sqlite: `
ALTER TABLE policyholders ADD COLUMN contacto_fono TEXT;
ALTER TABLE policyholders ADD COLUMN contacto_email TEXT;
ALTER TABLE guests ADD COLUMN contacto_fono TEXT;
ALTER TABLE guests ADD COLUMN contacto_email TEXT;
-- Only the code's hash is kept; confirmed_at is set once the code came back, and step 2 needs it.
ALTER TABLE pending_registrations ADD COLUMN code_hash TEXT;
ALTER TABLE pending_registrations ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE pending_registrations ADD COLUMN confirmed_at INTEGER;
CREATE INDEX pending_registrations_expires ON pending_registrations (expires_at);
CREATE INDEX pending_registrations_document ON pending_registrations (tipo_identificacion, identificacion);
`,
    postgres: `
ALTER TABLE policyholders ADD COLUMN contacto_fono TEXT;
ALTER TABLE policyholders ADD COLUMN contacto_email TEXT;
ALTER TABLE guests ADD COLUMN contacto_fono TEXT;
ALTER TABLE guests ADD COLUMN contacto_email TEXT;
ALTER TABLE pending_registrations ADD COLUMN code_hash TEXT;
ALTER TABLE pending_registrations ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE pending_registrations ADD COLUMN confirmed_at BIGINT;
CREATE INDEX pending_registrations_expires ON pending_registrations (expires_at);
CREATE INDEX pending_registrations_document ON pending_registrations (tipo_identificacion, identificacion);
`,
  },
  {
    version: 9,
    name: 'home-visit addresses and saved addresses',
    // A home visit keeps its own copy of the address (deleting a saved one leaves booked visits as they were); the
    // district's name is not stored: the ubigeo names it (app/domain/places).
    sqlite: addressesMigration('INTEGER PRIMARY KEY', 'INTEGER'),
    postgres: addressesMigration('INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY', 'BIGINT'),
  },
  {
    version: 10,
    name: 'affiliated places, a place per booking, booking codes',
    // The affiliated network (seeded from server/seed/affiliated-places.json on first start) and the kinds of service
    // each place gives (service module codes). A booking of a benefit given at a place names it, and its slot is the
    // place's: the live-slot index now includes the place (0 for bookings without one, which stay one per slot).
    // Every appointment and coworking week carries a code read over the phone; rows from before this version get
    // one from their id through a bijection of the code space (appointments even, weeks odd, times a number prime
    // to 24^6), so no two collide; new ones are random (server/domain/bookingCode.ts).
    sqlite: placesMigration('id'),
    postgres: placesMigration('id::bigint', (position) => `(${position})::int`),
  },
  {
    version: 11,
    name: 'reminders, attendance and the job queue',
    // The customer's channel for reminders (null: the channel used at booking), that channel per booking, when a video
    // room was first joined, and how an appointment ended once its hour passed (null while it has not). The log keeps
    // what each job did; a reminder's send key is recorded with its message, so a job run twice sends once.
    // On SQLite the queue itself is the `jobs` table; on PostgreSQL it is graphile-worker's own schema (ADR 0210).
    sqlite: `${remindersMigration('INTEGER PRIMARY KEY', 'INTEGER')}
CREATE TABLE jobs (
  id INTEGER PRIMARY KEY,
  task TEXT NOT NULL,
  job_key TEXT NOT NULL UNIQUE,
  payload TEXT NOT NULL,
  run_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  max_attempts INTEGER NOT NULL,
  last_error TEXT,
  locked_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX jobs_run_at ON jobs (run_at);
`,
    postgres: remindersMigration('INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY', 'BIGINT'),
  },
  {
    version: 12,
    name: 'expired captcha tokens found by index',
    // Every token issued sweeps the expired ones; without an index that sweep read the whole table, which a login
    // flood fills with two minutes of tokens, on every request of the flood.
    sqlite: 'CREATE INDEX captcha_tokens_expires ON captcha_tokens (expires_at);',
    postgres: 'CREATE INDEX captcha_tokens_expires ON captcha_tokens (expires_at);',
  },
  {
    version: 13,
    name: 'coworking branches keep the benefit hours',
    // The benefit page says 9:00 a. m. to 6:00 p. m., as the calendar file and the reminders start the week; the
    // branches seeded before said 8:00 a. m. to 8:00 (or 7:00) p. m. An empty table is seeded with the new hours.
    sqlite: coworkingHoursMigration(),
    postgres: coworkingHoursMigration(),
  },
];

function coworkingHoursMigration(): string {
  return "UPDATE places SET abre = '09:00', cierra = '18:00' WHERE tipo = 'coworking' AND id IN (12, 13, 14);";
}

function remindersMigration(idColumn: string, instant: string): string {
  return `
ALTER TABLE users ADD COLUMN canal_recordatorio TEXT CHECK (canal_recordatorio IN ('sms', 'correo'));
ALTER TABLE appointments ADD COLUMN canal TEXT CHECK (canal IN ('sms', 'correo'));
ALTER TABLE appointments ADD COLUMN asistencia TEXT CHECK (asistencia IN ('atendida', 'ausente'));
ALTER TABLE coworking ADD COLUMN canal TEXT CHECK (canal IN ('sms', 'correo'));
ALTER TABLE rooms ADD COLUMN joined_at ${instant};
CREATE TABLE job_log (
  id ${idColumn},
  task TEXT NOT NULL,
  job_key TEXT NOT NULL,
  outcome TEXT NOT NULL,
  detalle TEXT NOT NULL,
  at ${instant} NOT NULL
);
CREATE INDEX job_log_at ON job_log (at);
CREATE TABLE reminders_sent (
  send_key TEXT PRIMARY KEY,
  sent_at ${instant} NOT NULL
);
`;
}
