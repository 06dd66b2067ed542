import * as en from '#shared/catalogue/en-CA/api-http.ts';
import * as enFields from '#shared/catalogue/en-CA/api-validation.ts';
import * as fr from '#shared/catalogue/fr-CA/api-http.ts';
import * as frFields from '#shared/catalogue/fr-CA/api-validation.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';

/**
 * Turns schema-validation failures into sentences a person can read, in their language (decision
 * 104): the catalogue's api-http.ts for the general sentences, api-validation.ts for the spec's. A schema may carry the
 * spec's own texts: `x-messages` on a property (keyed by the failing keyword) and
 * `x-required-messages` on an object (keyed by the missing property; a shared field's own
 * `x-messages.required` is copied there by contract.ts). The browser's form rules are generated
 * from the same `x-messages` (src/api/field-rules.ts), so both sides say the same sentence. The
 * contract writes them in English; the catalogue's api-validation.ts holds each with its French.
 */
export type SchemaError = {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
  parentSchema?: unknown;
};

type MessageSchema = {
  'x-messages'?: Record<string, string>;
  'x-required-messages'?: Record<string, string>;
};

const BODY = '';

function fieldName(error: SchemaError): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') {
    const missing = String(error.params.missingProperty ?? '');
    return path ? `${path}.${missing}` : missing;
  }
  return path || BODY;
}

/** The contract's English sentence's key in the catalogue, to say it in French. */
const fieldMessageKeys = new Map(
  Object.entries(enFields.fieldMessages).map(([key, text]) => [text, key]),
);

function inLocale(locale: Locale, english: string): string {
  if (locale === 'en-CA') return english;
  const key = fieldMessageKeys.get(english) as keyof typeof enFields.fieldMessages | undefined;
  return key === undefined ? english : frFields.fieldMessages[key];
}

function customMessage(error: SchemaError, locale: Locale): string | undefined {
  const schema = (error.parentSchema ?? {}) as MessageSchema;
  const english =
    error.keyword === 'required'
      ? schema['x-required-messages']?.[String(error.params.missingProperty)]
      : schema['x-messages']?.[error.keyword];
  return english === undefined ? undefined : inLocale(locale, english);
}

type TypeName = keyof typeof en.typeNames;
const isTypeName = (name: string): name is TypeName => Object.hasOwn(en.typeNames, name);

/** "a string", "an integer or null", "une chaîne de caractères ou nul". */
function typeInWords(locale: Locale, type: string): string {
  const texts = locale === 'fr-CA' ? fr : en;
  const [first = '', ...others] = type.split(',');
  let words = isTypeName(first) ? texts.valueTypes[first] : first;
  for (const other of others) {
    words = formatMessage(locale, texts.valueTypes.either, {
      first: words,
      second: isTypeName(other) ? texts.typeNames[other] : other,
    });
  }
  return words;
}

function describe(error: SchemaError, locale: Locale): string {
  const custom = customMessage(error, locale);
  if (custom) return custom;
  const texts = locale === 'fr-CA' ? fr : en;
  const say = (message: string, values: Record<string, string | number> = {}) =>
    formatMessage(locale, message, { field, ...values });
  const name = fieldName(error);
  const field =
    name === BODY ? texts.fieldNames.body : formatMessage(locale, texts.fieldNames.field, { name });
  const refusals = texts.schemaRefusals;
  switch (error.keyword) {
    case 'required':
      return say(refusals.required);
    case 'additionalProperties':
      return say(refusals.unknownField, { name: String(error.params.additionalProperty) });
    case 'type':
      return say(refusals.type, { type: typeInWords(locale, String(error.params.type)) });
    case 'minLength':
      return error.params.limit === 1
        ? say(refusals.notEmpty)
        : say(refusals.minLength, { limit: String(error.params.limit) });
    case 'maxLength':
      return say(refusals.maxLength, { limit: String(error.params.limit) });
    case 'minimum':
      return say(refusals.minimum, { limit: String(error.params.limit) });
    case 'maximum':
      return say(refusals.maximum, { limit: String(error.params.limit) });
    case 'enum': {
      const allowed = error.params.allowedValues;
      return Array.isArray(allowed)
        ? say(refusals.oneOf, { allowed: allowed.map(String).join(', ') })
        : say(refusals.notAllowed);
    }
    case 'pattern':
    case 'format':
      return say(refusals.format);
    default:
      return say(refusals.invalid);
  }
}

// When one field fails several rules, the most basic one speaks: "is required" before "invalid".
const keywordPriority = ['type', 'required', 'minLength', 'enum', 'maxLength', 'pattern', 'format'];
const rank = (keyword: string) => {
  const index = keywordPriority.indexOf(keyword);
  return index === -1 ? keywordPriority.length : index;
};

/** One sentence per field, in the order the fields failed, in the caller's language. */
export function validationMessage(
  errors: readonly SchemaError[],
  locale: Locale = 'en-CA',
): string {
  const byField = new Map<string, SchemaError>();
  for (const error of errors) {
    if (error.keyword === 'allOf' || error.keyword === 'if') continue;
    const key =
      error.keyword === 'additionalProperties'
        ? `+${String(error.params.additionalProperty)}`
        : fieldName(error);
    const current = byField.get(key);
    if (!current || rank(error.keyword) < rank(current.keyword)) byField.set(key, error);
  }
  const sentences = [...new Set([...byField.values()].map((error) => describe(error, locale)))];
  return sentences.join(' ') || (locale === 'fr-CA' ? fr : en).schemaRefusals.request;
}
