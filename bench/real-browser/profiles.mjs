// How the real-browser run slows the load: the network profiles, the CPU slowdown and the phone.
// Slow 4G is Lighthouse's own devtools preset (its `mobileSlow4G` constants: 150 ms round trip
// and 1.6 Mbps, adjusted by the factors Lighthouse applies when Chrome throttles a real load);
// 3G is Lighthouse's `mobileRegular3G` with the same adjustment: 1,125 ms per request, 630 kbps.

/** Lighthouse's adjustment from a packet-level round trip to Chrome's per-request latency. */
const requestLatencyFactor = 3.75;
/** …and from a packet-level throughput to Chrome's. */
const throughputFactor = 0.9;

export const networkProfiles = {
  'slow-4g': { label: 'Slow 4G', latencyMs: 150 * requestLatencyFactor, downloadKbps: 1.6 * 1024 * throughputFactor, uploadKbps: 750 * throughputFactor },
  '3g': { label: '3G', latencyMs: 300 * requestLatencyFactor, downloadKbps: 700 * throughputFactor, uploadKbps: 700 * throughputFactor },
};

/** @typedef {keyof typeof networkProfiles} ProfileName */
export const profileNames = /** @type {ProfileName[]} */ (Object.keys(networkProfiles));

/** A mid-range phone's CPU against the machine's, as Lighthouse's mobile default. */
export const cpuSlowdown = 4;

/** Lighthouse's mobile screen (a Moto G Power), touch and a phone's user agent. */
export const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};

/**
 * The DevTools protocol's Network.emulateNetworkConditions parameters of a profile (throughput in
 * bytes per second, converted as Lighthouse does).
 * @param {ProfileName} name
 */
export function networkConditions(name) {
  const profile = networkProfiles[name];
  return {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downloadKbps * 1024) / 8,
    uploadThroughput: (profile.uploadKbps * 1024) / 8,
  };
}
