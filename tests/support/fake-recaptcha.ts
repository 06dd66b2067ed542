import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Google's reCAPTCHA siteverify on loopback: it answers each POST with what the
 * test set (`{ success: true }` by default) and records the form it was sent.
 */

export type SiteverifyAnswer =
  | { status: 200; body: { success: boolean; hostname?: string; 'error-codes'?: string[] } }
  | { status: number; body: unknown };

export type FakeRecaptcha = {
  url: string;
  /** Each request's form: secret, response, remoteip. */
  requests: Record<string, string>[];
  answer: SiteverifyAnswer;
  /** Holds every answer this long (longer than the server's timeout: it gives up). */
  delayMs: number;
  close(): Promise<void>;
};

/** What Google answers for a token solved on the test servers' host. */
export const ACCEPTED: SiteverifyAnswer = {
  status: 200,
  body: { success: true, hostname: 'localhost' },
};

export function refused(...codes: string[]): SiteverifyAnswer {
  return { status: 200, body: { success: false, 'error-codes': codes } };
}

export async function startFakeRecaptcha(): Promise<FakeRecaptcha> {
  const fake: FakeRecaptcha = {
    url: '',
    requests: [],
    answer: ACCEPTED,
    delayMs: 0,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  const server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      fake.requests.push(Object.fromEntries(new URLSearchParams(text)));
      const { status, body } = fake.answer;
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      }, fake.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}/recaptcha/api/siteverify`;
  return fake;
}

/** An address on loopback where nothing listens: a verifier that is down. */
export async function unusedLoopbackUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/recaptcha/api/siteverify`;
}
