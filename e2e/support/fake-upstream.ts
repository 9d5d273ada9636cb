import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { fakeUpstreamUrl } from '../../playwright.config';

/** What the fake upstream (test/fake-upstream.ts) recorded of one request the server sent it. */
export interface Recorded {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: unknown;
  text: string;
}

/** A value nobody else in this run uses, to find our own request among the recorded ones. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A valid Kenyan mobile number nobody else in this run uses: 07 and eight random digits. */
export const randomPhone = () => `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** 0712… as the 2547… form the server sends upstream. */
export const as254 = (phone: string) => `254${phone.slice(1)}`;

export async function upstreamReceived(request: APIRequestContext, needle: string): Promise<Recorded[]> {
  const response = await request.get(`${fakeUpstreamUrl}/__requests`);
  const all: Recorded[] = await response.json();
  return all.filter((entry) => entry.text.includes(needle));
}

/** Waits for the upstream to have recorded `count` requests containing `needle`. */
export async function expectUpstreamReceived(request: APIRequestContext, needle: string, count = 1): Promise<Recorded[]> {
  await expect.poll(async () => (await upstreamReceived(request, needle)).length).toBe(count);
  return upstreamReceived(request, needle);
}
