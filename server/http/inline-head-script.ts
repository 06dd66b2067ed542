import { createHash } from 'node:crypto';

/** The content security policy's source that allows this inline script and no other. */
export function policySourceOf(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The page with an inline script first in its head, before the stylesheets a script waits for
 * (the charset declaration stays first).
 */
export function withScriptFirstInHead(template: string, script: string): string {
  const tag = `<script>${script}</script>`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  return charset.test(template)
    ? template.replace(charset, (meta) => `${meta}${tag}`)
    : template.replace(/<head>/i, (head) => `${head}${tag}`);
}
