import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { UnavailableError } from '../domain/errors.ts';
import type { TaxDataKeys } from './tax-data-keys.ts';
import { taxDetailsRefusals } from './texts.ts';

/** A record as kept: AES-256-GCM, its IV random per record, the key named by its id. */
export type Sealed = { keyId: string; iv: Buffer; ciphertext: Buffer; authTag: Buffer };

/** The contractor the record belongs to is its associated data: a record moved to another row does not open. */
const associated = (contractorId: number) => Buffer.from(`contractor-tax-details:${contractorId}`);

export async function seal(
  keys: TaxDataKeys,
  contractorId: number,
  value: unknown,
): Promise<Sealed> {
  const { id, key } = await keys.current();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associated(contractorId));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return { keyId: id, iv, ciphertext, authTag: cipher.getAuthTag() };
}

export async function unseal<Value>(
  keys: TaxDataKeys,
  contractorId: number,
  sealed: Sealed,
): Promise<Value> {
  const found = await keys.find(sealed.keyId);
  if (!found) throw new UnavailableError(taxDetailsRefusals.keyUnknown);
  const decipher = createDecipheriv('aes-256-gcm', found.key, sealed.iv);
  decipher.setAAD(associated(contractorId));
  decipher.setAuthTag(sealed.authTag);
  const plain = Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as Value;
}
