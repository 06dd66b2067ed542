import { inject } from 'vitest';

/**
 * The UI test server of this worker (tests/support/ui-global-setup.ts starts one per worker):
 * a worker runs its files one after the other, so no file meets another's writes mid-test.
 */
export function apiUrl(): string {
  const urls = inject('apiUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[worker - 1];
  if (url === undefined) {
    throw new Error(`No UI test server for worker ${worker} of ${urls.length}.`);
  }
  return url;
}
