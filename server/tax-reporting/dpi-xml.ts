import type { TaxDetails } from '#shared/tax-details.ts';

/*
 * The annual report in the OECD's Digital Platform Information (DPI) XML schema, version 1.0
 * (namespaces urn:oecd:ties:dpi:v1, urn:oecd:ties:dpistf:v1), which the CRA takes from platform
 * operators under its reporting rules (decision 135). Amounts are whole dollars (MonAmnt_Type is
 * an integer with its currency code), per quarter; cleaning is a personal service.
 */

export type Quarters = [number, number, number, number];

export type ReportedSeller = {
  /** The details the seller gave; null when they gave none (their TIN is then "unknown"). */
  details: TaxDetails | null;
  /** From the profile, for a seller without details. */
  fallback: {
    fullName: string;
    street: string;
    city: string;
    province: string;
    postalCode: string;
  };
  considerationCents: Quarters;
  activities: Quarters;
  feesCents: Quarters;
  taxesCents: Quarters;
  docRefId: string;
};

export type DpiReport = {
  year: number;
  messageRefId: string;
  timestamp: Date;
  platform: {
    name: string;
    businessNumber: string;
    city: string;
    province: string;
    docRefId: string;
  };
  sellers: ReportedSeller[];
};

function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An element: `content` is text (escaped here), or a list of elements already written. */
function element(
  name: string,
  content: string | string[],
  attributes: Record<string, string> = {},
): string {
  const attributeText = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escape(value)}"`)
    .join('');
  const inner = Array.isArray(content) ? content.join('') : escape(content);
  return `<${name}${attributeText}>${inner}</${name}>`;
}

const dpi = (name: string, content: string | string[], attributes?: Record<string, string>) =>
  element(`dpi:${name}`, content, attributes);
const stf = (name: string, content: string) => element(`stf:${name}`, content);

const dollars = (cents: number) => String(Math.round(cents / 100));

function quarters(group: string, each: string, values: Quarters, money: boolean): string {
  return dpi(
    group,
    values.map((value, index) =>
      dpi(
        `${each}${index + 1}`,
        money ? dollars(value) : String(value),
        money ? { currCode: 'CAD' } : {},
      ),
    ),
  );
}

function docSpec(docRefId: string): string {
  return dpi('DocSpec', [stf('DocTypeIndic', 'OECD1'), stf('DocRefId', docRefId)]);
}

function address(street: string, postalCode: string, city: string, province: string): string {
  const fix = [
    street === '' ? '' : dpi('Street', street),
    postalCode === '' ? '' : dpi('PostCode', postalCode),
    dpi('City', city === '' ? 'Unknown' : city),
    province === '' ? '' : dpi('CountrySubentity', province),
  ];
  return dpi('Address', [dpi('CountryCode', 'CA'), dpi('AddressFix', fix)], {
    legalAddressType: 'OECD301',
  });
}

/** "Marie-Ève Tremblay Roy" → first "Marie-Ève Tremblay", last "Roy"; one word: no first name. */
function personName(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  const last = words.pop() ?? fullName;
  return dpi('Name', [
    dpi('FirstName', words.length > 0 ? words.join(' ') : 'NFN'),
    dpi('LastName', last),
  ]);
}

function identity(seller: ReportedSeller): string {
  const details = seller.details;
  if (details === null) {
    const { fullName, street, city, province, postalCode } = seller.fallback;
    const person = dpi('IndSellerID', [
      dpi('ResCountryCode', 'CA'),
      dpi('TIN', 'NOTIN', { issuedBy: 'CA', unknown: 'true' }),
      personName(fullName),
      address(street, postalCode, city, province),
    ]);
    return dpi('IndividualSeller', [dpi('Standard', [person])]);
  }
  const place = address(details.street, details.postalCode, details.city, details.province);
  const vat = details.gstHstNumber === null ? '' : dpi('VAT', details.gstHstNumber);
  if (details.numberKind === 'bn') {
    const entity = dpi('EntSellerID', [
      dpi('ResCountryCode', 'CA'),
      dpi('TIN', details.number.slice(0, 9), { issuedBy: 'CA' }),
      vat,
      dpi('Name', details.legalName),
      place,
    ]);
    return dpi('EntitySeller', [dpi('Standard', [entity])]);
  }
  const person = dpi('IndSellerID', [
    dpi('ResCountryCode', 'CA'),
    dpi('TIN', details.number, { issuedBy: 'CA' }),
    vat,
    personName(details.legalName),
    place,
    dpi('BirthInfo', [dpi('BirthDate', details.birthDate)]),
  ]);
  return dpi('IndividualSeller', [dpi('Standard', [person])]);
}

function reportableSeller(seller: ReportedSeller): string {
  const services = dpi('PersonalServices', [
    quarters('Consideration', 'ConsQ', seller.considerationCents, true),
    quarters('NumberOfActivities', 'NumbQ', seller.activities, false),
    quarters('Fees', 'FeesQ', seller.feesCents, true),
    quarters('Taxes', 'TaxQ', seller.taxesCents, true),
  ]);
  return dpi('ReportableSeller', [
    dpi('Identity', [identity(seller)]),
    dpi('RelevantActivities', [services]),
    docSpec(seller.docRefId),
  ]);
}

export function dpiXml(report: DpiReport): string {
  const platform = report.platform;
  const messageSpec = dpi('MessageSpec', [
    dpi('SendingEntityIN', platform.businessNumber),
    dpi('TransmittingCountry', 'CA'),
    dpi('ReceivingCountry', 'CA'),
    dpi('MessageType', 'DPI'),
    dpi('MessageRefId', report.messageRefId),
    dpi('MessageTypeIndic', 'DPI401'),
    dpi('ReportingPeriod', `${report.year}-12-31`),
    dpi('Timestamp', report.timestamp.toISOString().replace(/\.\d{3}Z$/, '')),
  ]);
  const operator = dpi('PlatformOperator', [
    dpi('ResCountryCode', 'CA'),
    dpi('TIN', platform.businessNumber, { issuedBy: 'CA' }),
    dpi('Name', platform.name),
    address('', '', platform.city, platform.province),
    docSpec(platform.docRefId),
  ]);
  const body = dpi('DPIBody', [operator, ...report.sellers.map(reportableSeller)]);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element('dpi:DPI_OECD', [messageSpec, body], {
    version: '1.0',
    'xmlns:dpi': 'urn:oecd:ties:dpi:v1',
    'xmlns:stf': 'urn:oecd:ties:dpistf:v1',
    'xmlns:iso': 'urn:oecd:ties:isodpitypes:v1',
  })}\n`;
}
