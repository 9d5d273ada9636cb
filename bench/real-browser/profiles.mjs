// How the real-browser run slows the load: the profiles (a network and a CPU slowdown) and the
// phone. Slow 4G is Lighthouse's own devtools preset (its `mobileSlow4G` constants: 150 ms round
// trip and 1.6 Mbps, adjusted by the factors Lighthouse applies when Chrome throttles a real
// load); 3G is Lighthouse's `mobileRegular3G` with the same adjustment: 1,125 ms per request,
// 630 kbps. Each network is run with a mid-range phone's CPU (4× slower than the machine, as
// Lighthouse's mobile default) and with an entry-level handset's (6×): most of our visitors hold
// the second kind, and what the HTML costs to parse grows with the slowdown.

/** Lighthouse's adjustment from a packet-level round trip to Chrome's per-request latency. */
const requestLatencyFactor = 3.75;
/** …and from a packet-level throughput to Chrome's. */
const throughputFactor = 0.9;

const slow4g = { latencyMs: 150 * requestLatencyFactor, downloadKbps: 1.6 * 1024 * throughputFactor, uploadKbps: 750 * throughputFactor };
const regular3g = { latencyMs: 300 * requestLatencyFactor, downloadKbps: 700 * throughputFactor, uploadKbps: 700 * throughputFactor };

/** A mid-range phone's CPU against the machine's, as Lighthouse's mobile default. */
export const cpuSlowdown = 4;
/** An entry-level handset's. */
export const entryLevelCpuSlowdown = 6;

export const networkProfiles = {
  'slow-4g': { label: 'Slow 4G', ...slow4g, cpuSlowdown },
  '3g': { label: '3G', ...regular3g, cpuSlowdown },
  'slow-4g-6x': { label: 'Slow 4G, 6× CPU', ...slow4g, cpuSlowdown: entryLevelCpuSlowdown },
  '3g-6x': { label: '3G, 6× CPU', ...regular3g, cpuSlowdown: entryLevelCpuSlowdown },
};

/** @typedef {keyof typeof networkProfiles} ProfileName */
export const profileNames = /** @type {ProfileName[]} */ (Object.keys(networkProfiles));

/**
 * The DevTools protocol's Emulation.setCPUThrottlingRate parameters of a profile.
 * @param {ProfileName} name
 */
export function cpuThrottling(name) {
  return { rate: networkProfiles[name].cpuSlowdown };
}

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
