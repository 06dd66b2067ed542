/** The Edmonton landing page's labels (slug move-out-in-cleaning-edmonton), from shared/catalogue/en-CA. */
import { landingLabels } from '#shared/catalogue/en-CA/landing.ts';

export { landingLabels as landingDefaults };

export type LandingLabels = typeof landingLabels;
