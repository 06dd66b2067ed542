import type { components } from '#shared/api-schema.d.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatDollars } from './format-money.ts';

type Service = components['schemas']['Service'];
export type PricedService = Service & { fFromPrice: number; fFromHours: number };

function isPriced(service: Service): service is PricedService {
  return service.fFromPrice !== undefined && service.fFromHours !== undefined;
}

/** The service whose from-price is lowest: the "from $X" of the whole site. */
export function cheapestService(services: readonly Service[] | undefined): PricedService | null {
  let cheapest: PricedService | null = null;
  for (const service of services ?? []) {
    if (isPriced(service) && (!cheapest || service.fFromPrice < cheapest.fFromPrice)) {
      cheapest = service;
    }
  }
  return cheapest;
}

/** A service's from-price, or null when the server could not price it. */
export function pricedService(service: Service | undefined): PricedService | null {
  return service && isPriced(service) ? service : null;
}

/**
 * A label's `{amount}` completed with a price in the page's language: "From {amount} before tax"
 * → "From $84.00 before tax"; "À partir de {amount} avant taxes" → "À partir de 84,00 $ avant taxes".
 */
export function withAmount(text: string, amount: number, locale: Locale): string {
  return text.replace('{amount}', formatDollars(amount, locale));
}
