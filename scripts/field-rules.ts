/**
 * The browser's form rules, read from openapi.yaml's shared fields (components/schemas with
 * `x-messages`): length limits, patterns and the spec's sentences, so a form refuses what the
 * server refuses, in the server's words. Written by `npm run api:types` beside the types. Each
 * sentence is written as its key in the catalogue's form-checks.ts (decision 115): the form says
 * it in the page's language, and the English stays the contract's, letter for letter.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { formFieldMessages } from '../shared/catalogue/en-CA/form-checks.ts';

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
  /** Every pattern the value must match, each with the sentence (its key) for one that does not. */
  patterns: { source: string; message: string }[];
  /** Sentences' keys, keyed like Ajv's keywords, plus `required` for a field left out. */
  messages: Record<string, string>;
};

const schemaRef = '#/components/schemas/';

const keyOfSentence = new Map(
  Object.entries(formFieldMessages).map(([key, sentence]) => [sentence, key]),
);

/** The catalogue's key of a contract's sentence; a sentence the catalogue lacks stops the build. */
function messageKey(sentence: string, field: string): string {
  const key = keyOfSentence.get(sentence);
  if (key === undefined) {
    throw new Error(
      `openapi.yaml: "${sentence}" (${field}) is not in shared/catalogue/en-CA/form-checks.ts formFieldMessages`,
    );
  }
  return key;
}

function fieldRule(name: string, schema: Schema, schemas: Record<string, Schema>): FieldRule {
  const messages = Object.entries(schema['x-messages'] ?? {}).map(
    ([keyword, sentence]) => [keyword, messageKey(sentence, name)] as const,
  );
  const rule: FieldRule = { patterns: [], messages: Object.fromEntries(messages) };
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
      rule.patterns.push({ source: target.pattern, message: messageKey(message, name) });
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
        `export const ${name} = ${JSON.stringify(fieldRule(name, schema, schemas))} as const satisfies FieldRule;`,
    );
  return `${header}
import type { formFieldMessages } from '#shared/catalogue/en-CA/form-checks.ts';

/**
 * Each shared field of openapi.yaml (components/schemas with \`x-messages\`): its limits, the
 * patterns it must match and the spec's sentences, for the browser's form checks
 * (src/components/form-rules.ts). Patterns are Unicode regular expressions, as Ajv reads them.
 * A sentence is its key in the catalogue's form-checks.ts (\`formFieldMessages\`), which the
 * form reads in the page's language (decision 115). One export per field, so a page's bundle
 * carries only the fields its forms check.
 */
export type FieldMessageKey = keyof typeof formFieldMessages;

type FieldRule = {
  readonly patterns: readonly { readonly source: string; readonly message: FieldMessageKey }[];
  readonly messages: Readonly<Partial<Record<string, FieldMessageKey>>>;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly format?: string;
};

${rules.join('\n\n')}
`;
}
