/// <reference types="vite/client" />

// Build-time settings of the web app (README, "Configuration"); all optional.
interface ImportMetaEnv {
  readonly VITE_CHAT_WIDGET_URL?: string;
  readonly VITE_MAIN_HOST?: string;
  readonly VITE_DEMO_HOST?: string;
  readonly VITE_DEMO_PASSWORD?: string;
  /** Stripe Elements on the payment stage; unset means the test-mode card field. */
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  /** Address suggestions (Canada only) on the same-day details stage; unset means a plain field. */
  readonly VITE_GOOGLE_MAPS_API_KEY?: string;
  /** reCAPTCHA v2 checkbox on the contact, registration and contractor forms; unset means none. */
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
