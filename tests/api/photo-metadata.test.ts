import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experienceOptions } from '#server/db/schema.ts';
import { localFileStorage } from '#server/platform/storage/local-storage.ts';
import {
  call,
  callMultipart,
  logIn,
  newActiveCustomer,
  pngBytes,
  randomIp,
  type UploadFile,
} from '../support/accounts.ts';
import { newContractor } from '../support/contractors.ts';
import {
  exifWithGps,
  gpsLatitudeBytes,
  jpegWith,
  plainJpeg,
  pngMetadataChunks,
  pngWith,
  xmpWithGps,
} from '../support/images.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Issue 38: a photo's EXIF (a phone's GPS position) must not be stored with it. Each operation
 * that takes a photo is sent one with a GPS position; the file on disk and the file served must
 * be the same picture without it.
 */

const UNSUPPORTED_IMAGE = 'Unsupported file type. Please select a .jpg, .jpeg, or .png file.';
const APP1 = 0xe1;
const COM = 0xfe;

/** A phone's JPEG: EXIF with GPS, XMP with the same place, and a comment. */
const phoneJpeg = jpegWith(plainJpeg, [
  [APP1, exifWithGps()],
  [APP1, xmpWithGps],
  [COM, Buffer.from('Calgary, 51.0459 N 114.0576 W', 'latin1')],
]);
/** A PNG with eXIf (GPS), text and time chunks. */
const editedPng = pngWith(pngBytes, pngMetadataChunks());

let server: TestApp;
let uploads: string;
let calgaryId: number;
let experienceId: number;

beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), 'mapleshine-photo-metadata-'));
  server = await startTestApp({ storage: localFileStorage(uploads) });
  const cities = await call<{ iCityId: number; vCity: string }[]>(
    server.app,
    '/api/city/get_all_data',
  );
  calgaryId = cities.body.data!.find((city) => city.vCity === 'Calgary')!.iCityId;
  const [experience] = await server.database.db
    .select({ id: experienceOptions.id })
    .from(experienceOptions)
    .where(eq(experienceOptions.label, '3–5 years'));
  experienceId = experience!.id;
});
afterAll(async () => {
  await server?.close();
  await rm(uploads, { recursive: true, force: true });
});

let applicants = 0;
function apply(file: UploadFile) {
  applicants += 1;
  return callMultipart(
    server.app,
    '/api/contractor/create',
    {
      vFullName: 'Jordan Singh',
      vEmail: `photo.${Date.now()}.${applicants}@example.ca`,
      vMobile: '4035550199',
      iCityId: String(calgaryId),
      iExperienceId: String(experienceId),
      vPassword: 'Bow-River-Morning-31',
      eBackgroundCheck: 'Yes',
    },
    file,
    { ip: randomIp() },
  );
}

async function updateCustomerPhoto(file: UploadFile) {
  const customer = await newActiveCustomer(server.app, server.database.db);
  return callMultipart<{ vImage: string }>(
    server.app,
    '/api/customer/update',
    {
      vUniqueCode: customer.data.vCustomerUniqueCode!,
      vFirstName: 'Chloé',
      vLastName: 'Martin',
      vMobile: '6135550110',
    },
    file,
    { cookie: customer.cookie },
  );
}

async function updateContractorPhoto(file: UploadFile) {
  const contractor = await newContractor(server.app, server.database.db, { logIn: false });
  const session = await logIn(server.app, contractor.email);
  return callMultipart<{ vImage: string }>(
    server.app,
    '/api/contractor/update',
    {
      vUniqueCode: session.data.vContractorUniqueCode!,
      vFullName: 'Marie-Ève Leblanc',
      vMobile: '7805550177',
    },
    file,
    { cookie: session.cookie },
  );
}

/** The photo of the newest application, as it lies on disk and as it is served. */
async function storedAndServed(urlPath: string) {
  const name = urlPath.replace('/uploads/', '');
  const onDisk = await readFile(path.join(uploads, name));
  const served = await server.app.inject({ method: 'GET', url: urlPath });
  return { name, onDisk, served: served.rawPayload, contentType: served.headers['content-type'] };
}

async function newestFile(before: string[]): Promise<string> {
  const added = (await readdir(uploads)).filter((name) => !before.includes(name));
  expect(added).toHaveLength(1);
  return `/uploads/${added[0]}`;
}

function expectNoLocation(bytes: Buffer) {
  expect(bytes.includes(gpsLatitudeBytes)).toBe(false);
  expect(bytes.includes('Exif')).toBe(false);
  expect(bytes.includes('GPSLatitude')).toBe(false);
  expect(bytes.includes('51.0459')).toBe(false);
}

describe('a photo with a GPS position', () => {
  it('is stored by contractor/create as the same JPEG without EXIF, XMP or comments', async () => {
    expect(phoneJpeg.includes(gpsLatitudeBytes)).toBe(true);
    const before = await readdir(uploads);

    const answer = await apply({ name: 'me.jpg', bytes: phoneJpeg, contentType: 'image/jpeg' });

    expect(answer.status).toBe(200);
    const stored = await storedAndServed(await newestFile(before));
    expect(stored.name).toMatch(/\.jpg$/);
    expect(stored.contentType).toBe('image/jpeg');
    expectNoLocation(stored.onDisk);
    expect(stored.onDisk).toEqual(plainJpeg);
    expect(stored.served).toEqual(plainJpeg);
  });

  it('is stored by customer/update as the same PNG without eXIf or text chunks', async () => {
    expect(editedPng.includes(gpsLatitudeBytes)).toBe(true);

    const answer = await updateCustomerPhoto({
      name: 'me.png',
      bytes: editedPng,
      contentType: 'image/png',
    });

    expect(answer.status).toBe(200);
    const stored = await storedAndServed(answer.body.data!.vImage);
    expect(stored.name).toMatch(/\.png$/);
    expect(stored.contentType).toBe('image/png');
    expectNoLocation(stored.onDisk);
    expect(stored.onDisk).toEqual(pngBytes);
    expect(stored.served).toEqual(pngBytes);
  });

  it('is stored by contractor/update without EXIF', async () => {
    const answer = await updateContractorPhoto({
      name: 'me.jpg',
      bytes: phoneJpeg,
      contentType: 'image/jpeg',
    });

    expect(answer.status).toBe(200);
    const stored = await storedAndServed(answer.body.data!.vImage);
    expectNoLocation(stored.onDisk);
    expect(stored.onDisk).toEqual(plainJpeg);
  });

  it('taken on its side keeps only its orientation, so it is not shown turned', async () => {
    const sideways = jpegWith(plainJpeg, [[APP1, exifWithGps({ orientation: 6 })]]);

    const answer = await updateCustomerPhoto({
      name: 'me.jpg',
      bytes: sideways,
      contentType: 'image/jpeg',
    });

    expect(answer.status).toBe(200);
    const { onDisk } = await storedAndServed(answer.body.data!.vImage);
    expect(onDisk.includes(gpsLatitudeBytes)).toBe(false);
    expect(onDisk.includes('MapleShine Phone')).toBe(false);
    expect(onDisk.includes('2026:05:14')).toBe(false);
    // SOI, then an APP1 of 34 bytes: "Exif", a TIFF header and one entry, Orientation = 6.
    expect(onDisk.subarray(0, 6)).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00, 34]));
    expect(onDisk.subarray(2 + 2 + 34)).toEqual(plainJpeg.subarray(2));
  });
});

describe('a photo that is not a well-formed image', () => {
  const broken: { name: string; file: UploadFile }[] = [
    {
      name: 'a JPEG cut off before its end',
      file: {
        name: 'me.jpg',
        bytes: phoneJpeg.subarray(0, phoneJpeg.length - 40),
        contentType: 'image/jpeg',
      },
    },
    {
      name: 'a JPEG whose EXIF segment runs past the file',
      file: {
        name: 'me.jpg',
        bytes: Buffer.concat([
          phoneJpeg.subarray(0, 4),
          Buffer.from([0xff, 0xf0]),
          Buffer.alloc(64),
        ]),
        contentType: 'image/jpeg',
      },
    },
    {
      name: 'a PNG whose chunk runs past the file',
      file: { name: 'me.png', bytes: editedPng.subarray(0, 60), contentType: 'image/png' },
    },
  ];

  it.each(broken)(
    'refuses $name with 400 and the unsupported-file message, storing nothing',
    async ({ file }) => {
      const before = await readdir(uploads);

      const application = await apply(file);
      const update = await updateCustomerPhoto(file);

      for (const answer of [application, update]) {
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ code: 400, message: UNSUPPORTED_IMAGE });
      }
      expect((await readdir(uploads)).sort()).toEqual(before.sort());
    },
  );
});
