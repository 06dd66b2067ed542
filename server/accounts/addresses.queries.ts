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

/** The address's notes for the cleaner as stored (decision 100). */
export type AddressNoteFields = {
  accessEntryCode: string;
  accessParking: string;
  accessPets: string;
  accessOther: string;
};

const columns = {
  iAddressId: customerAddresses.id,
  vUniqueAddressCode: customerAddresses.uniqueCode,
  iCustomerId: customerAddresses.customerId,
  tAddress: customerAddresses.address,
  vCity: customerAddresses.city,
  vZipCode: customerAddresses.zipCode,
  vState: customerAddresses.state,
  vCountry: customerAddresses.country,
  accessEntryCode: customerAddresses.accessEntryCode,
  accessParking: customerAddresses.accessParking,
  accessPets: customerAddresses.accessPets,
  accessOther: customerAddresses.accessOther,
};

type AddressRow = { [Key in keyof typeof columns]: (typeof columns)[Key]['_']['data'] };

/** A saved address as the contract answers it (spec §3), its notes as one object. */
function onWire(row: AddressRow) {
  const { accessEntryCode, accessParking, accessPets, accessOther, ...address } = row;
  return {
    ...address,
    accessNotes: {
      vEntryCode: accessEntryCode,
      vParking: accessParking,
      vPets: accessPets,
      tOther: accessOther,
    },
  };
}

export async function listAddresses(db: Database, customerId: number) {
  const rows = await db
    .select(columns)
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id));
  return rows.map(onWire);
}

/** Only the owner's address is found: another customer's id looks the same as a missing one. */
export async function findOwnAddress(db: Database, customerId: number, addressId: number) {
  const rows = await db
    .select(columns)
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)));
  return rows[0] ? onWire(rows[0]) : null;
}

export async function insertAddress(
  db: Database,
  values: AddressFields & AddressNoteFields & { customerId: number; uniqueCode: string },
) {
  const rows = await db.insert(customerAddresses).values(values).returning(columns);
  return onWire(onlyRow(rows));
}

export async function updateOwnAddress(
  db: Database,
  customerId: number,
  uniqueCode: string,
  fields: AddressFields & Partial<AddressNoteFields>,
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
    .returning(columns);
  return rows[0] ? onWire(rows[0]) : null;
}

export async function deleteOwnAddress(db: Database, customerId: number, addressId: number) {
  const rows = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)))
    .returning({ id: customerAddresses.id });
  return rows.length > 0;
}
