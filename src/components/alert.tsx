// Mantine's Alert (with its CloseButton), in a chunk of its own (lazy-alert.tsx). Its styles are
// the app's (src/app/styles.ts).
export { Alert } from '@mantine/core';
