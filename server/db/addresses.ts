import type { Sql } from './sql.ts';

export interface SavedAddressRow {
  id: number;
  user_id: number;
  ubigeo: string;
  calle: string;
  referencia: string | null;
  created_at: number;
}

export interface NewAddress {
  ubigeo: string;
  calle: string;
  referencia?: string | undefined;
}

export type SaveResult = { kind: 'saved' | 'existing'; row: SavedAddressRow } | { kind: 'full' };

/** "Av. Larco 345" and "av larco  345": the same street, whatever the case, accents, dots or spacing. */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The addresses a customer keeps to book home visits again. */
export function addressesStore(db: Sql) {
  return {
    /** Oldest first. */
    list(userId: number): Promise<SavedAddressRow[]> {
      return db.all('SELECT * FROM saved_addresses WHERE user_id = ? ORDER BY id', [userId]);
    },
    /**
     * Keeps an address, at most `max` per customer, counted under a lock on the customer's row so parallel saves on
     * any instance cannot pass the bound together. The same district and street is the same address: it is not kept
     * twice, and a new reference replaces the old one.
     */
    save(userId: number, address: NewAddress, max: number, now: number): Promise<SaveResult> {
      return db.transaction(async (tx) => {
        await tx.get(`SELECT id FROM users WHERE id = ?${tx.forUpdate}`, [userId]);
        const rows = await tx.all<SavedAddressRow>('SELECT * FROM saved_addresses WHERE user_id = ? ORDER BY id', [
          userId,
        ]);
        const same = rows.find((r) => r.ubigeo === address.ubigeo && plain(r.calle) === plain(address.calle));
        if (same) {
          if (!address.referencia || address.referencia === same.referencia) return { kind: 'existing', row: same };
          await tx.run('UPDATE saved_addresses SET referencia = ? WHERE id = ?', [address.referencia, same.id]);
          return { kind: 'existing', row: { ...same, referencia: address.referencia } };
        }
        if (rows.length >= max) return { kind: 'full' };
        const row = await tx.get<SavedAddressRow>(
          'INSERT INTO saved_addresses (user_id, ubigeo, calle, referencia, created_at) VALUES (?, ?, ?, ?, ?) RETURNING *',
          [userId, address.ubigeo, address.calle, address.referencia || null, now],
        );
        return { kind: 'saved', row: row! };
      });
    },
    /** Deletes one of the customer's own addresses; false when the customer has none by that id. */
    async remove(id: number, userId: number): Promise<boolean> {
      return (await db.run('DELETE FROM saved_addresses WHERE id = ? AND user_id = ?', [id, userId])) === 1;
    },
  };
}

export type AddressesStore = ReturnType<typeof addressesStore>;
