/** Spec §2: /edit-address receives the address id and its unique code in navigation state. */
export type EditAddressState = { iAddressId: number; vUniqueAddressCode: string };

export function editAddressStateOf(state: unknown): EditAddressState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { iAddressId, vUniqueAddressCode } = state as Partial<Record<string, unknown>>;
  return typeof iAddressId === 'number' && typeof vUniqueAddressCode === 'string'
    ? { iAddressId, vUniqueAddressCode }
    : null;
}
