import { z } from 'zod';
import { profileSchema } from '../api/schemas/account.ts';
import { sessionTokenSchema } from '../api/schemas/primitives.ts';
import { moduleFlags } from './catalogue/types.ts';

const preferencesSchema = z.record(
  z.string().max(50),
  z.union([z.string().max(500), z.number(), z.boolean(), z.null()]),
);

/** The schema of each local-storage key (spec section 3); storage.ts loads this on first use. */
export const storedSchemas = {
  token: sessionTokenSchema,
  user: profileSchema,
  preferences: preferencesSchema,
  modules: z.partialRecord(z.enum(moduleFlags), z.boolean()),
  /** 1 = survey already answered. */
  encuesta: z.literal([0, 1]),
} as const;
