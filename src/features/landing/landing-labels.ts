/** The Edmonton landing page's labels (slug move-out-in-cleaning-edmonton), from shared/labels. */
import { landingLabels } from '#shared/labels/landing.ts';

export { landingLabels as landingDefaults };

export type LandingLabels = typeof landingLabels;
