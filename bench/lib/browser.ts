import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Response } from '@playwright/test';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, or null (with the reason) when it is not installed. */
export async function launchChromium(): Promise<Browser | string> {
  if (!existsSync(CHROMIUM)) return `no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`;
  try {
    return await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  } catch (err) {
    return `Chromium did not start: ${(err as Error).message.split('\n')[0]}`;
  }
}

export interface Loaded {
  url: string;
  type: string;
  status: number;
  encoding: string;
  /** Body bytes as they came over the wire (compressed when encoded) and response headers. */
  wireBody: number;
  wireHeaders: number;
  /** Body bytes after decoding. */
  decoded: number;
  /** The decoded body gzipped at level 9 here (independent of how the server encoded it). */
  gzip9: number;
}

/**
 * Opens `path` in a fresh page of `context` (its cache is empty) and records every request until the
 * network is idle (no request for 500 ms).
 */
export async function firstLoad(context: BrowserContext, base: string, path: string): Promise<{ requests: string[]; responses: Loaded[]; finalUrl: string }> {
  const page = await context.newPage();
  const requests: string[] = [];
  const pending: Promise<Loaded | null>[] = [];
  page.on('request', (req) => {
    if (/^https?:/.test(req.url())) requests.push(req.url());
  });
  page.on('response', (res) => pending.push(measure(res)));
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  const responses = (await Promise.all(pending)).filter((r): r is Loaded => r !== null);
  const finalUrl = page.url();
  await page.close();
  return { requests, responses, finalUrl };
}

async function measure(res: Response): Promise<Loaded | null> {
  if (!/^https?:/.test(res.url())) return null;
  try {
    await res.finished();
    const body = res.status() >= 300 && res.status() < 400 ? Buffer.alloc(0) : await res.body();
    const sizes = await res.request().sizes();
    return {
      url: res.url(),
      type: res.request().resourceType(),
      status: res.status(),
      encoding: (await res.headerValue('content-encoding')) ?? '',
      wireBody: sizes.responseBodySize,
      wireHeaders: sizes.responseHeadersSize,
      decoded: body.length,
      gzip9: body.length ? gzipSync(body, { level: 9 }).length : 0,
    };
  } catch {
    return null;
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
