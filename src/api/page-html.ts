/** Page HTML arrives base64-encoded (spec §3), as UTF-8. */
export function decodeBase64Html(base64: string): string {
  try {
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return '';
  }
}
