import { InvalidError } from '../../domain/errors.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { detectImageType, UNSUPPORTED_IMAGE_MESSAGE } from '../storage/image-type.ts';

/**
 * Checks an uploaded photo by its bytes (a renamed text file is refused) and stores it under a
 * generated name; returns the URL path it is served at.
 */
export async function storePhoto(storage: FileStorage, bytes: Buffer): Promise<string> {
  const type = detectImageType(bytes);
  if (!type) throw new InvalidError(UNSUPPORTED_IMAGE_MESSAGE);
  return storage.saveImage(bytes, type);
}

/** Checks the type before anything is written, so a bad photo fails the whole request. */
export function assertPhoto(bytes: Buffer | undefined) {
  if (bytes && !detectImageType(bytes)) throw new InvalidError(UNSUPPORTED_IMAGE_MESSAGE);
}
