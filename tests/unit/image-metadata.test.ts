import { describe, expect, it } from 'vitest';
import {
  jpegWithoutMetadata,
  pngWithoutMetadata,
} from '#server/platform/storage/image-metadata.ts';
import { pngBytes } from '../support/accounts.ts';
import {
  exifWithGps,
  gpsLatitudeBytes,
  jpegWith,
  plainJpeg,
  pngChunk,
  pngMetadataChunks,
  pngWith,
  xmpWithGps,
} from '../support/images.ts';

const APP1 = 0xe1;
const APP2 = 0xe2;
const APP13 = 0xed;
const COM = 0xfe;

const asBuffer = (bytes: Uint8Array | null) => (bytes === null ? null : Buffer.from(bytes));

/** An APP1 holding nothing but EXIF's Orientation, as the stripper rebuilds it (big-endian). */
function orientationOnly(orientation: number): Buffer {
  return Buffer.from([
    ...[0xff, 0xe1, 0x00, 34],
    ...Buffer.from('Exif\0\0MM\0*', 'latin1'),
    ...[0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0],
  ]);
}

describe('a JPEG without its metadata', () => {
  it('keeps a JPEG that has none byte for byte', () => {
    expect(asBuffer(jpegWithoutMetadata(plainJpeg))).toEqual(plainJpeg);
  });

  it('drops EXIF with GPS, XMP, MPF, IPTC and comments, and keeps the picture', () => {
    const photo = jpegWith(plainJpeg, [
      [APP1, exifWithGps()],
      [APP1, xmpWithGps],
      [APP2, Buffer.from('MPF\0 a second picture follows', 'latin1')],
      [APP13, Buffer.from('Photoshop 3.0\0 8BIM IPTC city: Calgary', 'latin1')],
      [COM, Buffer.from('taken at 51.0459 N, 114.0576 W', 'latin1')],
    ]);

    const clean = asBuffer(jpegWithoutMetadata(photo))!;

    expect(clean).toEqual(plainJpeg);
    expect(photo.includes(gpsLatitudeBytes)).toBe(true);
    expect(clean.includes(gpsLatitudeBytes)).toBe(false);
    expect(clean.includes('Exif')).toBe(false);
  });

  it('keeps the colour profile (APP2 ICC_PROFILE) and Adobe’s colour transform (APP14)', () => {
    const icc = Buffer.from('ICC_PROFILE\0\x01\x01 profile bytes', 'latin1');
    const adobe = Buffer.from('Adobe\0\x64\0\0\0\0\x01', 'latin1');
    const photo = jpegWith(plainJpeg, [
      [APP2, icc],
      [APP1, exifWithGps()],
      [0xee, adobe],
    ]);

    expect(asBuffer(jpegWithoutMetadata(photo))).toEqual(
      jpegWith(plainJpeg, [
        [APP2, icc],
        [0xee, adobe],
      ]),
    );
  });

  it('keeps only the orientation of a photo taken on its side, in an EXIF of its own', () => {
    const photo = jpegWith(plainJpeg, [[APP1, exifWithGps({ orientation: 6 })]]);

    const clean = asBuffer(jpegWithoutMetadata(photo))!;

    expect(clean).toEqual(
      Buffer.concat([plainJpeg.subarray(0, 2), orientationOnly(6), plainJpeg.subarray(2)]),
    );
    expect(clean.includes(gpsLatitudeBytes)).toBe(false);
    expect(clean.includes('MapleShine Phone')).toBe(false);
  });

  it('reads the orientation of a little-endian EXIF too', () => {
    const littleEndian = Buffer.from([
      ...Buffer.from('Exif\0\0II*\0', 'latin1'),
      ...[8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ]);

    const clean = asBuffer(jpegWithoutMetadata(jpegWith(plainJpeg, [[APP1, littleEndian]])));

    expect(clean).toEqual(
      Buffer.concat([plainJpeg.subarray(0, 2), orientationOnly(8), plainJpeg.subarray(2)]),
    );
  });

  it('drops an EXIF whose orientation is upright, and one it cannot read', () => {
    const upright = jpegWith(plainJpeg, [[APP1, exifWithGps({ orientation: 1 })]]);
    const broken = jpegWith(plainJpeg, [
      [APP1, Buffer.from('Exif\0\0MM\0*\xff\xff\xff\xff', 'latin1')],
    ]);

    expect(asBuffer(jpegWithoutMetadata(upright))).toEqual(plainJpeg);
    expect(asBuffer(jpegWithoutMetadata(broken))).toEqual(plainJpeg);
  });

  it('keeps coded data with stuffed bytes and restart markers, and fill bytes before a marker', () => {
    const sos = plainJpeg.indexOf(Buffer.from([0xff, 0xda]));
    const scanData = sos + 2 + 8;
    const withStuffing = Buffer.concat([
      plainJpeg.subarray(0, scanData),
      Buffer.from([0x3f, 0xff, 0x00, 0xff, 0xd0, 0x3f, 0xff, 0xff]),
      plainJpeg.subarray(scanData + 1),
    ]);

    expect(asBuffer(jpegWithoutMetadata(withStuffing))).toEqual(
      Buffer.concat([
        plainJpeg.subarray(0, scanData),
        Buffer.from([0x3f, 0xff, 0x00, 0xff, 0xd0, 0x3f]),
        plainJpeg.subarray(scanData + 1),
      ]),
    );
  });

  it('drops what follows the end of the image (a phone’s second picture, an old crop)', () => {
    const photo = Buffer.concat([plainJpeg, jpegWith(plainJpeg, [[APP1, exifWithGps()]])]);

    expect(asBuffer(jpegWithoutMetadata(photo))).toEqual(plainJpeg);
  });

  const malformed: [string, Buffer][] = [
    ['only the start of image', Buffer.from([0xff, 0xd8, 0xff])],
    [
      'a segment longer than the file',
      Buffer.concat([plainJpeg.subarray(0, 4), Buffer.from([0xff, 0xff])]),
    ],
    ['a segment length under 2', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01, 0xff, 0xd9])],
    [
      'bytes where a marker should be',
      Buffer.concat([plainJpeg.subarray(0, 20), Buffer.alloc(8), Buffer.from([0xff, 0xd9])]),
    ],
    ['no end of image', plainJpeg.subarray(0, plainJpeg.length - 2)],
    ['no frame or scan', Buffer.concat([plainJpeg.subarray(0, 20), Buffer.from([0xff, 0xd9])])],
    ['a second start of image', Buffer.concat([plainJpeg.subarray(0, 2), plainJpeg])],
    [
      'the old test stand-in (JFIF, then zeros)',
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
        Buffer.alloc(32),
        Buffer.from([0xff, 0xd9]),
      ]),
    ],
  ];

  it.each(malformed)('refuses a JPEG with %s', (_name, bytes) => {
    expect(jpegWithoutMetadata(bytes)).toBeNull();
  });
});

describe('a PNG without its metadata', () => {
  it('keeps a PNG that has none byte for byte', () => {
    expect(asBuffer(pngWithoutMetadata(pngBytes))).toEqual(pngBytes);
  });

  it('drops eXIf with GPS, tEXt, iTXt, zTXt, tIME and private chunks, and keeps the picture', () => {
    const photo = pngWith(pngBytes, [
      ...pngMetadataChunks(),
      pngChunk('caBX', Buffer.from('content credentials with a place', 'latin1')),
    ]);

    const clean = asBuffer(pngWithoutMetadata(photo))!;

    expect(clean).toEqual(pngBytes);
    expect(photo.includes(gpsLatitudeBytes)).toBe(true);
    expect(clean.includes(gpsLatitudeBytes)).toBe(false);
  });

  it('keeps the chunks a browser draws with (colour profile, gamma, transparency, pixel size)', () => {
    const drawing = [
      pngChunk('iCCP', Buffer.from('sRGB\0\0profile', 'latin1')),
      pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])),
      pngChunk('pHYs', Buffer.from([0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1])),
    ];

    const clean = pngWithoutMetadata(pngWith(pngBytes, [...drawing, ...pngMetadataChunks()]));

    expect(asBuffer(clean)).toEqual(pngWith(pngBytes, drawing));
  });

  it('drops what follows IEND', () => {
    expect(asBuffer(pngWithoutMetadata(Buffer.concat([pngBytes, Buffer.alloc(4096, 7)])))).toEqual(
      pngBytes,
    );
  });

  const iend = pngBytes.length - 12;
  const malformed: [string, Buffer][] = [
    ['only the signature', pngBytes.subarray(0, 8)],
    ['a chunk longer than the file', pngBytes.subarray(0, pngBytes.length - 20)],
    ['no IEND', pngBytes.subarray(0, iend)],
    ['no IHDR first', pngWith(pngBytes.subarray(0, 8), [pngChunk('IEND', Buffer.alloc(0))])],
    ['no IDAT', Buffer.concat([pngBytes.subarray(0, 33), pngBytes.subarray(iend)])],
    [
      'a critical chunk no browser knows',
      pngWith(pngBytes, [pngChunk('ZZZZ', Buffer.from('x', 'latin1'))]),
    ],
    ['a chunk type that is not letters', pngWith(pngBytes, [pngChunk('a1b2', Buffer.alloc(1))])],
  ];

  it.each(malformed)('refuses a PNG with %s', (_name, bytes) => {
    expect(pngWithoutMetadata(bytes)).toBeNull();
  });
});
