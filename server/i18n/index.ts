// What the rest of the server may import from server/i18n (its public entry; decision 090).
export { catalogue } from './catalogue.ts';
export { localeOf } from './request-locale.ts';
