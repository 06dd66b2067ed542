import { httpRefusals } from '../../domain/http-refusals.ts';

export type ImageType = { extension: 'jpg' | 'png'; contentType: 'image/jpeg' | 'image/png' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The photo's real type from its first bytes: a renamed text file is not an image. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { extension: 'jpg', contentType: 'image/jpeg' };
  }
  if (bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) {
    return { extension: 'png', contentType: 'image/png' };
  }
  return null;
}

export const UNSUPPORTED_IMAGE_MESSAGE = httpRefusals.unsupportedImage;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
