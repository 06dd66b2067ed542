/** Turns schema-validation failures into one sentence a person can read. */
export type SchemaError = {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
};

function fieldName(error: SchemaError): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') {
    const missing = String(error.params.missingProperty ?? '');
    return path ? `${path}.${missing}` : missing;
  }
  return path || 'The request body';
}

function describe(error: SchemaError): string {
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

/** One sentence per field (its first failure), so a person sees each problem once. */
export function validationMessage(errors: readonly SchemaError[]): string {
  const byField = new Map<string, string>();
  for (const error of errors) {
    const key =
      error.keyword === 'additionalProperties'
        ? `+${String(error.params.additionalProperty)}`
        : fieldName(error);
    if (!byField.has(key)) byField.set(key, describe(error));
  }
  return [...byField.values()].join(' ') || 'The request is invalid.';
}
