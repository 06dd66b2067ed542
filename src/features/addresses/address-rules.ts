/*
 * The add-address form's checks (spec §5 "Add address"): every field is required once trimmed,
 * with the spec's sentences. Edit address has no checks in the spec; the server still refuses
 * blanks with the same sentences, shown as the error toast.
 */

export type AddressValues = {
  tAddress: string;
  vCity: string;
  vZipCode: string;
  vState: string;
  vCountry: string;
};

export const emptyAddress: AddressValues = {
  tAddress: '',
  vCity: '',
  vZipCode: '',
  vState: '',
  vCountry: '',
};

/** The server's limits (openapi.yaml AddressLine, AddressCity, ...). */
export const addressMaxLength: Record<keyof AddressValues, number> = {
  tAddress: 255,
  vCity: 100,
  vZipCode: 20,
  vState: 100,
  vCountry: 100,
};

const required = (message: string) => (value: string) => (value.trim() === '' ? message : null);

export const addressValidation = {
  tAddress: required('Address is Required.'),
  vCity: required('City is Required.'),
  vZipCode: required('Zip Code is Required.'),
  vState: required('State is Required.'),
  vCountry: required('Country is Required.'),
};

export function trimmedAddress(values: AddressValues): AddressValues {
  return {
    tAddress: values.tAddress.trim(),
    vCity: values.vCity.trim(),
    vZipCode: values.vZipCode.trim(),
    vState: values.vState.trim(),
    vCountry: values.vCountry.trim(),
  };
}

export const ADDRESS_ADDED = 'Address added successfully.';
export const ADDRESS_UPDATED = 'Address Updated successfully.';
export const ADD_FAILED = 'Failed to add address.';
export const EDIT_FAILED = 'Failed to Edit address.';
