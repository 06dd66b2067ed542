/// <reference types="vite/client" />

// Build-time settings of the web app (README, "Configuration"); all optional.
interface ImportMetaEnv {
  readonly VITE_CHAT_WIDGET_URL?: string;
  readonly VITE_MAIN_HOST?: string;
  readonly VITE_DEMO_HOST?: string;
  readonly VITE_DEMO_PASSWORD?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
