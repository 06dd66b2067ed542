import { InvalidError } from '../domain/errors.ts';
import type { FileStorage } from '../platform/storage/file-storage.ts';
import { withoutMetadata } from '../platform/storage/image-metadata.ts';
import {
  detectImageType,
  UNSUPPORTED_IMAGE_MESSAGE,
  type ImageType,
} from '../platform/storage/image-type.ts';

/**
 * The photo as it is stored: its real type by its bytes (a renamed text file is refused) and
 * those bytes without EXIF, XMP or text (no GPS position leaves with it, issue 38). A file that is
 * not a well-formed JPEG or PNG is refused like any other unsupported file.
 */
function cleanPhoto(bytes: Buffer): { type: ImageType; bytes: Uint8Array } {
  const type = detectImageType(bytes);
  const clean = type && withoutMetadata(bytes, type);
  if (!type || !clean) throw new InvalidError(UNSUPPORTED_IMAGE_MESSAGE);
  return { type, bytes: clean };
}

/** Stores a checked, cleaned photo under a generated name; returns the URL path it is served at. */
export async function storePhoto(storage: FileStorage, bytes: Buffer): Promise<string> {
  const photo = cleanPhoto(bytes);
  return storage.saveImage(photo.bytes, photo.type);
}

/** Checks the photo before anything is written, so a bad photo fails the whole request. */
export function assertPhoto(bytes: Buffer | undefined) {
  if (bytes) cleanPhoto(bytes);
}
