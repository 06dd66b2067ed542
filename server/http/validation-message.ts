/**
 * Turns schema-validation failures into sentences a person can read. A schema may carry the
 * spec's own texts: `x-messages` on a property (keyed by the failing keyword) and
 * `x-required-messages` on an object (keyed by the missing property; a shared field's own
 * `x-messages.required` is copied there by contract.ts). The browser's form rules are generated
 * from the same `x-messages` (src/api/field-rules.ts), so both sides say the same sentence.
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

function fieldName(error: SchemaError): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') {
    const missing = String(error.params.missingProperty ?? '');
    return path ? `${path}.${missing}` : missing;
  }
  return path || 'The request body';
}

function customMessage(error: SchemaError): string | undefined {
  const schema = (error.parentSchema ?? {}) as MessageSchema;
  if (error.keyword === 'required') {
    return schema['x-required-messages']?.[String(error.params.missingProperty)];
  }
  return schema['x-messages']?.[error.keyword];
}

function describe(error: SchemaError): string {
  const custom = customMessage(error);
  if (custom) return custom;
  const field = fieldName(error);
  const quoted = field === 'The request body' ? field : `\`${field}\``;
  switch (error.keyword) {
    case 'required':
      return `${quoted} is required.`;
    case 'additionalProperties':
      return `Unknown field \`${String(error.params.additionalProperty)}\`.`;
    case 'type':
      return `${quoted} must be ${article(String(error.params.type))}.`;
    case 'minLength':
      return error.params.limit === 1
        ? `${quoted} must not be empty.`
        : `${quoted} must be at least ${String(error.params.limit)} characters.`;
    case 'maxLength':
      return `${quoted} must be at most ${String(error.params.limit)} characters.`;
    case 'minimum':
      return `${quoted} must be at least ${String(error.params.limit)}.`;
    case 'maximum':
      return `${quoted} must be at most ${String(error.params.limit)}.`;
    case 'enum': {
      const allowed = error.params.allowedValues;
      return Array.isArray(allowed)
        ? `${quoted} must be one of: ${allowed.map(String).join(', ')}.`
        : `${quoted} has a value that is not allowed.`;
    }
    case 'pattern':
    case 'format':
      return `${quoted} has an invalid format.`;
    default:
      return `${quoted} is invalid.`;
  }
}

function article(type: string): string {
  const readable = type.replace(/,/g, ' or ');
  return /^[aeiou]/.test(readable) ? `an ${readable}` : `a ${readable}`;
}

// When one field fails several rules, the most basic one speaks: "is required" before "invalid".
const keywordPriority = ['type', 'required', 'minLength', 'enum', 'maxLength', 'pattern', 'format'];
const rank = (keyword: string) => {
  const index = keywordPriority.indexOf(keyword);
  return index === -1 ? keywordPriority.length : index;
};

/** One sentence per field, in the order the fields failed. */
export function validationMessage(errors: readonly SchemaError[]): string {
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
  const sentences = [...new Set([...byField.values()].map(describe))];
  return sentences.join(' ') || 'The request is invalid.';
}
