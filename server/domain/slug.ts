/**
 * The service-page slug rule of spec §2: lower-cased, slashes and spaces turned to hyphens,
 * other characters removed ("Move-Out/Move-In Clean" → "move-out-move-in-clean").
 */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[/\s]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
