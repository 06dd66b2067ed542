/** A LIKE pattern matching `text` anywhere; `%`, `_` and `\` typed by someone match themselves. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
