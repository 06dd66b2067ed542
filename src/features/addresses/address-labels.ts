/**
 * Texts of the address pages (slugs add-address, edit-address; the list on /profile), from
 * shared/catalogue/<locale>/dashboard.ts and account.ts in the page's language.
 */
import type { addressFormLabels, editAddressLabels } from '#shared/catalogue/en-CA/dashboard.ts';

export type AddressFormLabels = typeof addressFormLabels;
export type EditAddressLabels = typeof editAddressLabels;
