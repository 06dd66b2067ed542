/** Texts of the address pages (slugs add-address, edit-address; the list on /profile), from shared/catalogue/en-CA. */
import type { addressFormLabels } from '#shared/catalogue/en-CA/dashboard.ts';
import { addAddressLabels, editAddressLabels, profileLabels } from '#shared/catalogue/en-CA/dashboard.ts';

export {
  addAddressLabels as addAddressLabelDefaults,
  editAddressLabels as editAddressLabelDefaults,
  profileLabels as addressBookLabelDefaults,
};

export type AddressFormLabels = typeof addressFormLabels;

/** A contractor on the address pages (spec §2: "a contractor sees a different screen"). */
export const CUSTOMERS_ONLY_HINT =
  'Addresses are for customers: they save the addresses they book cleanings for. As a cleaner, you find the address of each job in its details.';
