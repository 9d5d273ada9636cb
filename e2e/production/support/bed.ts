import { request as httpRequest } from 'node:http';
import { expect } from '@playwright/test';
import type { BedState } from '../../../scripts/test-bed/index.mjs';
import type { Recorded } from '../../support/fake-upstream';
import { bedSlowdown } from './cpu-load';

/** The site's public name over plain HTTP: a browser using nginx as its proxy reaches the bed there. */
export const publicOrigin = 'http://www.kilelepay.co.ke';

/** The bed started by global-setup.ts, as its workers see it. */
export function bed(): BedState & { front: string; instances: string[]; upstream: string } {
  const raw = process.env.TEST_BED_STATE;
  if (!raw) throw new Error('TEST_BED_STATE is unset: run these specs with playwright.production.config.ts');
  const state: BedState = JSON.parse(raw);
  const url = (port: number) => `http://127.0.0.1:${port}`;
  return { ...state, front: url(state.ports.nginx), instances: state.ports.instances.map(url), upstream: url(state.ports.upstream) };
}

/** On a busy machine (support/cpu-load.ts) every answer takes longer. */
const slowdown = bedSlowdown();

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body's bytes as they came, compressed if the answer says so. */
  body: Buffer;
}

export interface SendOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  /** Serialised as JSON, with the JSON content type. */
  json?: unknown;
  /** Sent as a browser without JavaScript posts a form (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  /**
   * The loopback address the connection comes from (127.0.0.2, 127.0.0.3…): what nginx sees
   * as the client's address and appends to X-Forwarded-For, as a real client's would be.
   */
  from?: string;
  /** How long to wait for the answer: 20 s unless given (a minute on a busy machine). */
  timeoutMs?: number;
}

/**
 * One HTTP request over its own connection, with headers exactly as given (a fetch client
 * would refuse to set Host) and from a chosen local address.
 */
export function send(url: string, options: SendOptions = {}): Promise<Answer> {
  const target = new URL(url);
  const body = options.form ? new URLSearchParams(options.form).toString() : options.json === undefined ? undefined : JSON.stringify(options.json);
  const contentType = options.form ? 'application/x-www-form-urlencoded' : 'application/json';
  const headers: Record<string, string> = { ...(body === undefined ? {} : { 'content-type': contentType }), ...options.headers };
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? (body ? 'POST' : 'GET'),
        headers,
        localAddress: options.from,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: body.toString('utf8'), body });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    const timeoutMs = options.timeoutMs ?? 20_000 * slowdown;
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer from ${url} in ${timeoutMs / 1000} s`)));
    request.end(body);
  });
}

export async function upstreamReceived(needle: string): Promise<Recorded[]> {
  const all: Recorded[] = JSON.parse((await send(`${bed().upstream}/__requests`)).text);
  return all.filter((entry) => entry.text.includes(needle));
}

/** Waits until the fake upstream has recorded `count` requests containing `needle`, and no more. */
export async function expectUpstreamReceived(needle: string, count = 1): Promise<Recorded[]> {
  await expect.poll(async () => (await upstreamReceived(needle)).length).toBe(count);
  return upstreamReceived(needle);
}

export async function upstreamRule(rule: Record<string, unknown>): Promise<void> {
  expect((await send(`${bed().upstream}/__rules`, { json: rule })).status).toBe(200);
}

/** The text of the page's <title>: tells two pages apart without pinning their content. */
export function titleOf(html: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

/** A request the fake mail API accepted: one mail in the inbox. */
export interface Delivered {
  key: string | null;
  /** X-Possible-Repeat: sent again after an attempt that got no answer. */
  repeat: string | null;
  text: string;
  at: number;
}

/** The mails the fake mail API has delivered so far whose request contains `needle`. */
export async function deliveries(needle: string): Promise<Delivered[]> {
  const all: Delivered[] = JSON.parse((await send(`${bed().upstream}/__deliveries`)).text);
  return all.filter((entry) => entry.text.includes(needle));
}

/** Lead number `index` of a test: the contact form's fields, `marker` in its email and message. */
export const contactLead = (marker: string, index: number) => ({
  fullname: `Lead ${index}`,
  email: `lead${index}-${marker}@example.co.ke`,
  company: 'Soko Ltd',
  phone: '0712 345 678',
  subject: 'Developer APIs',
  message: `${marker} lead number ${index}`,
});
