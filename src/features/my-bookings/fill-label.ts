/** The label with each `{name}` replaced by its value (shared/catalogue/en-CA/booking-page.ts). */
export function filled(label: string, values: Record<string, string | number>): string {
  return label.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
