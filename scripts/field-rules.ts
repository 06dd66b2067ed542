/**
 * The browser's form rules, read from openapi.yaml's shared fields (components/schemas with
 * `x-messages`): length limits, patterns and the spec's sentences, so a form refuses what the
 * server refuses, in the server's words. Written by `npm run api:types` beside the types.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';

type Schema = {
  $ref?: string;
  type?: string;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
  allOf?: Schema[];
  'x-messages'?: Record<string, string>;
};

type FieldRule = {
  minLength?: number;
  maxLength?: number;
  format?: string;
  /** Every pattern the value must match, each with the sentence for a value that does not. */
  patterns: { source: string; message: string }[];
  /** Keyed like Ajv's keywords, plus `required` for a field left out. */
  messages: Record<string, string>;
};

const schemaRef = '#/components/schemas/';

function fieldRule(schema: Schema, schemas: Record<string, Schema>): FieldRule {
  const rule: FieldRule = { patterns: [], messages: { ...schema['x-messages'] } };
  const visit = (part: Schema) => {
    const target = part.$ref ? schemas[part.$ref.slice(schemaRef.length)] : part;
    if (!target) throw new Error(`openapi.yaml: no schema ${part.$ref ?? ''}`);
    if (target.minLength !== undefined) rule.minLength = target.minLength;
    if (target.maxLength !== undefined) rule.maxLength = target.maxLength;
    if (target.format !== undefined) rule.format = target.format;
    if (target.pattern !== undefined) {
      const message = target['x-messages']?.['pattern'] ?? schema['x-messages']?.['pattern'];
      if (message === undefined)
        throw new Error(`openapi.yaml: pattern ${target.pattern} has no message`);
      rule.patterns.push({ source: target.pattern, message });
    }
    for (const inner of target.allOf ?? []) visit(inner);
  };
  visit(schema);
  return rule;
}

/** The generated module's text (unformatted). */
export async function fieldRulesModule(contractUrl: URL, header: string): Promise<string> {
  const contract = parse(await readFile(contractUrl, 'utf8')) as {
    components: { schemas: Record<string, Schema> };
  };
  const schemas = contract.components.schemas;
  const rules = Object.entries(schemas)
    .filter(([, schema]) => schema['x-messages'] !== undefined && schema.type !== 'object')
    .map(
      ([name, schema]) =>
        `export const ${name} = ${JSON.stringify(fieldRule(schema, schemas))} as const;`,
    );
  return `${header}
/**
 * Each shared field of openapi.yaml (components/schemas with \`x-messages\`): its limits, the
 * patterns it must match and the spec's sentences, for the browser's form checks
 * (src/components/form-rules.ts). Patterns are Unicode regular expressions, as Ajv reads them.
 * One export per field, so a page's bundle carries only the fields its forms check.
 */
${rules.join('\n\n')}
`;
}
