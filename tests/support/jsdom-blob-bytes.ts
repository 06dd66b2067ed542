/**
 * Vitest 4.1.12 hands a jsdom Blob or File to Node's fetch by reading its private `_buffer`,
 * which jsdom 28+ renamed `_bytes`; the upload then carries the text "undefined" instead of the
 * file (vitest-dev/vitest#11294, fixed upstream in #11295). Until the pinned vitest has the fix,
 * this gives jsdom's Blob implementation the old name back. Import it first in a UI test that
 * uploads a file.
 */
type BlobImpl = { _bytes?: Uint8Array };

const probe = new Blob();
const implSymbol = Object.getOwnPropertySymbols(Object.getOwnPropertyDescriptors(probe))[0];
const impl = implSymbol
  ? (Object.getOwnPropertyDescriptor(probe, implSymbol)?.value as BlobImpl | undefined)
  : undefined;
const implPrototype = impl ? (Object.getPrototypeOf(impl) as object) : null;

if (impl && '_bytes' in impl && implPrototype && !('_buffer' in implPrototype)) {
  Object.defineProperty(implPrototype, '_buffer', {
    get(this: BlobImpl) {
      return this._bytes;
    },
  });
}
