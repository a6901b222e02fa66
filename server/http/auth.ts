import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { ProfileRow } from '../db/accounts.ts';
import { sha256Hex } from '../security/tokens.ts';
import { UnauthorizedError } from './errors.ts';

export interface AuthUser {
  userId: number;
  sessionId: number;
  /** The caller's account as its profile needs it, read with the session. */
  account: ProfileRow;
}

/** The user behind a live bearer token; any other case is a 401. */
export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9_-]{16,200})$/.exec(header) : null;
  if (!match?.[1]) throw new UnauthorizedError();
  const session = await ctx.store.security.useSession(sha256Hex(match[1]), ctx.now(), ctx.config.session);
  if (!session) throw new UnauthorizedError();
  return { userId: session.userId, sessionId: session.id, account: session.account };
}
