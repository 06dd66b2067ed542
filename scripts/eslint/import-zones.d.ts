// Types for the zones' plain-JavaScript module (eslint.config.js loads it without a build step).
export declare const SERVER_SHARED: string[];
export declare const serverDomains: () => string[];
export declare function importZones(): {
  target: string | string[];
  from: string | string[];
  except?: string[];
  message: string;
}[];
