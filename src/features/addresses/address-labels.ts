/** Fields of the add-address and edit-address forms (label slugs add-address, edit-address). */
export const addressFormLabelDefaults = {
  ADDRESS_LABEL: 'Address',
  ADDRESS_PLACEHOLDER: 'Street address, including unit',
  CITY_LABEL: 'City',
  CITY_PLACEHOLDER: 'e.g. Edmonton',
  ZIP_CODE_LABEL: 'Zip / Postal Code',
  ZIP_CODE_PLACEHOLDER: 'e.g. T5J 1W4',
  STATE_LABEL: 'Province / State',
  STATE_PLACEHOLDER: 'e.g. Alberta',
  COUNTRY_LABEL: 'Country',
  COUNTRY_PLACEHOLDER: 'e.g. Canada',
  CANCEL: 'Cancel',
};

export type AddressFormLabels = typeof addressFormLabelDefaults;

export const addAddressLabelDefaults = {
  HEADING: 'Add Address',
  ...addressFormLabelDefaults,
  SUBMIT: 'Save Address',
};

export const editAddressLabelDefaults = {
  HEADING: 'Edit Address',
  ...addressFormLabelDefaults,
  SUBMIT: 'Update Address',
  NO_ADDRESS_CHOSEN: 'Choose the address to edit from your profile.',
  BACK_TO_PROFILE: 'Back to Profile',
};

/** The address list on /profile (label slug profile). */
export const addressBookLabelDefaults = {
  ADDRESSES_HEADING: 'My Addresses',
  ADD_ADDRESS: 'Add Address',
  EDIT_ADDRESS: 'Edit',
  DELETE_ADDRESS: 'Delete',
  DELETE_ADDRESS_CONFIRM: 'Delete this address?',
  CANCEL: 'Cancel',
  EMPTY_ADDRESSES_TEXT: 'Save an address here and pick it when you book.',
};

/** A contractor on the address pages (spec §2: "a contractor sees a different screen"). */
export const CUSTOMERS_ONLY_HINT =
  'Addresses are for customers: they save the addresses they book cleanings for. As a cleaner, you find the address of each job in its details.';
