/**
 * The rules of a cleaner's tax details for the CRA's platform reporting rules (issue 43,
 * decision 135), shared by the server, which enforces them, and the form, which offers the
 * provinces. Each failed rule is named by its refusal's key in
 * shared/catalogue/<locale>/api-tax-details.ts.
 */

/** Provinces and territories with the first letters of their postal codes. */
export const PROVINCE_POSTAL_LETTERS = {
  AB: 'T',
  BC: 'V',
  MB: 'R',
  NB: 'E',
  NL: 'A',
  NS: 'B',
  NT: 'X',
  NU: 'X',
  ON: 'KLMNP',
  PE: 'C',
  QC: 'GHJ',
  SK: 'S',
  YT: 'Y',
} as const;

export type Province = keyof typeof PROVINCE_POSTAL_LETTERS;
export const PROVINCES = Object.keys(PROVINCE_POSTAL_LETTERS) as Province[];

/** How the seller is identified: an individual's SIN, or a business's BN. */
export type NumberKind = 'sin' | 'bn';

/** The details as the cleaner typed them. */
export type TaxDetailsInput = {
  legalName: string;
  street: string;
  city: string;
  province: string;
  postalCode: string;
  /** YYYY-MM-DD */
  birthDate: string;
  numberKind: string;
  number: string;
  /** '' when not registered. */
  gstHstNumber: string;
};

/** The details as kept (and sealed): normalized, each rule met. */
export type TaxDetails = {
  legalName: string;
  street: string;
  city: string;
  province: Province;
  /** "T5J 1W4" */
  postalCode: string;
  birthDate: string;
  numberKind: NumberKind;
  /** Digits only: the SIN's 9, or the BN's 9 followed by its program account (RT0001). */
  number: string;
  /** 123456789RT0001, or null when not registered. */
  gstHstNumber: string | null;
};

export type TaxDetailsRefusal =
  | 'legalName'
  | 'street'
  | 'city'
  | 'province'
  | 'postalCode'
  | 'postalProvince'
  | 'birthDate'
  | 'notAdult'
  | 'numberKind'
  | 'sin'
  | 'businessNumber'
  | 'gstHst'
  | 'gstHstBusiness';

export type TaxDetailsCheck =
  | { ok: true; details: TaxDetails }
  | { ok: false; refusal: TaxDetailsRefusal; values?: Record<string, string> };

/** The Luhn check (mod 10) the CRA applies to a SIN. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const squeeze = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();
const oneLine = (value: string) => value.trim().replace(/\s+/g, ' ');

/** A SIN: 9 digits passing the Luhn check. */
export function isSin(value: string): boolean {
  const digits = squeeze(value);
  return /^\d{9}$/.test(digits) && passesLuhn(digits);
}

/** A business number: 9 digits, optionally with a program account (two letters, 4 digits). */
export function normalizeBusinessNumber(value: string): string | null {
  const compact = squeeze(value);
  return /^\d{9}([A-Z]{2}\d{4})?$/.test(compact) ? compact : null;
}

/** A GST/HST account: the BN's 9 digits, RT, 4 digits. */
export function normalizeGstHstNumber(value: string): string | null {
  const compact = squeeze(value);
  return /^\d{9}RT\d{4}$/.test(compact) ? compact : null;
}

function validDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whether someone born on `birthDate` is 18 or older on `today` (both YYYY-MM-DD). */
export function isAdult(birthDate: string, today: string): boolean {
  const eighteenth = `${String(Number(birthDate.slice(0, 4)) + 18).padStart(4, '0')}${birthDate.slice(4)}`;
  return eighteenth <= today;
}

/** Checks every field in the form's order; the first that fails is the refusal. */
export function checkTaxDetails(input: TaxDetailsInput, today: string): TaxDetailsCheck {
  const legalName = oneLine(input.legalName);
  if (legalName.length < 2 || legalName.length > 200 || !/\p{L}/u.test(legalName)) {
    return { ok: false, refusal: 'legalName' };
  }
  const street = oneLine(input.street);
  if (street.length < 3 || street.length > 200) return { ok: false, refusal: 'street' };
  const city = oneLine(input.city);
  if (city.length < 1 || city.length > 100 || !/\p{L}/u.test(city)) {
    return { ok: false, refusal: 'city' };
  }
  const province = input.province.trim().toUpperCase();
  if (!Object.hasOwn(PROVINCE_POSTAL_LETTERS, province)) return { ok: false, refusal: 'province' };
  const postal = /^([A-Z]\d[A-Z]) ?(\d[A-Z]\d)$/.exec(input.postalCode.trim().toUpperCase());
  if (!postal) return { ok: false, refusal: 'postalCode' };
  const postalCode = `${postal[1]} ${postal[2]}`;
  const letters: string = PROVINCE_POSTAL_LETTERS[province as Province];
  if (!letters.includes(postalCode.charAt(0))) {
    return { ok: false, refusal: 'postalProvince', values: { postalCode, province } };
  }
  const birthDate = input.birthDate.trim();
  if (!validDate(birthDate) || birthDate < '1900-01-01') return { ok: false, refusal: 'birthDate' };
  if (!isAdult(birthDate, today)) return { ok: false, refusal: 'notAdult' };
  if (input.numberKind !== 'sin' && input.numberKind !== 'bn') {
    return { ok: false, refusal: 'numberKind' };
  }
  let number: string;
  if (input.numberKind === 'sin') {
    if (!isSin(input.number)) return { ok: false, refusal: 'sin' };
    number = squeeze(input.number);
  } else {
    const businessNumber = normalizeBusinessNumber(input.number);
    if (businessNumber === null) return { ok: false, refusal: 'businessNumber' };
    number = businessNumber;
  }
  let gstHstNumber: string | null = null;
  if (input.gstHstNumber.trim() !== '') {
    gstHstNumber = normalizeGstHstNumber(input.gstHstNumber);
    if (gstHstNumber === null) return { ok: false, refusal: 'gstHst' };
    if (input.numberKind === 'bn' && !gstHstNumber.startsWith(number.slice(0, 9))) {
      return { ok: false, refusal: 'gstHstBusiness' };
    }
  }
  return {
    ok: true,
    details: {
      legalName,
      street,
      city,
      province: province as Province,
      postalCode,
      birthDate,
      numberKind: input.numberKind,
      number,
      gstHstNumber,
    },
  };
}

const DOTS = '\u2022\u2022\u2022';

/** A SIN or BN as anyone may read it back: "••• ••• 286"; a BN keeps its program account. */
export function maskNumber(number: string): string {
  const masked = `${DOTS} ${DOTS} ${number.slice(6, 9)}`;
  return number.length > 9 ? `${masked} ${number.slice(9)}` : masked;
}
