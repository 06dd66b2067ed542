import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { onlyRow } from '../db/shared-queries/rows.ts';
import { customerAddresses } from '../db/schema.ts';

export type AddressFields = {
  address: string;
  city: string;
  zipCode: string;
  state: string;
  country: string;
};

const wire = {
  iAddressId: customerAddresses.id,
  vUniqueAddressCode: customerAddresses.uniqueCode,
  iCustomerId: customerAddresses.customerId,
  tAddress: customerAddresses.address,
  vCity: customerAddresses.city,
  vZipCode: customerAddresses.zipCode,
  vState: customerAddresses.state,
  vCountry: customerAddresses.country,
};

export function listAddresses(db: Database, customerId: number) {
  return db
    .select(wire)
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id));
}

/** Only the owner's address is found: another customer's id looks the same as a missing one. */
export async function findOwnAddress(db: Database, customerId: number, addressId: number) {
  const rows = await db
    .select(wire)
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)));
  return rows[0] ?? null;
}

export async function insertAddress(
  db: Database,
  values: AddressFields & { customerId: number; uniqueCode: string },
) {
  const rows = await db.insert(customerAddresses).values(values).returning(wire);
  return onlyRow(rows);
}

export async function updateOwnAddress(
  db: Database,
  customerId: number,
  uniqueCode: string,
  fields: AddressFields,
) {
  const rows = await db
    .update(customerAddresses)
    .set(fields)
    .where(
      and(
        eq(customerAddresses.uniqueCode, uniqueCode),
        eq(customerAddresses.customerId, customerId),
      ),
    )
    .returning(wire);
  return rows[0] ?? null;
}

export async function deleteOwnAddress(db: Database, customerId: number, addressId: number) {
  const rows = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)))
    .returning({ id: customerAddresses.id });
  return rows.length > 0;
}
