// Types of index.mjs for the TypeScript specs that drive the bed.
import type { ChildProcess } from 'node:child_process';

export interface BedPorts {
  nginx: number;
  instances: [number, number];
  upstream: number;
  redis: number;
  /** For a test's own extra instance. */
  spare: number;
  /** Two ports for a test's own instances (the first is `spare`). */
  spares: [number, number];
  /** The metrics port of each instance (METRICS_PORT). */
  metrics: [number, number];
  /** The Sentinel shape's replica (the master is `redis`). */
  replica: number;
  sentinels: [number, number, number];
  /** nginx's inner server that compresses pages for its cache (loopback). */
  compressor: number;
  /** The developer's callback endpoint a test listens on: the one loopback origin sandbox deliveries may reach. */
  callbackListener: number;
  /** nginx's TLS listener, with a self-signed certificate for the public name. */
  tls: number;
}

export interface BedState {
  dir: string;
  ports: BedPorts;
  instancePids?: number[];
  /** Redis keeps an append-only file (fsync always), as the outbox of leads needs. */
  redisAof?: boolean;
  /** One redis-server, or a master, a replica and three sentinels. */
  redisShape?: 'single' | 'sentinel';
  /** Every Redis and sentinel speaks TLS only, with a certificate authority made for the run. */
  redisTls?: boolean;
  /** The standalone folder instances start from (the last one deployFiles put in place). */
  release?: string;
}

export interface ProcessHandle {
  name: string;
  child: ChildProcess;
  pid: number | undefined;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export const publicHost: string;
export const standaloneServer: string;
export const standaloneFolder: string;
export function deployFiles(state: BedState, standalone?: string): void;
export function bedPorts(base: number): BedPorts;
export function instanceEnv(state: BedState, port: number, extra?: Record<string, string>): Record<string, string>;
export function stopProcess(handle: ProcessHandle, graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
/** The password every redis-server of the bed asks for. */
export const redisPassword: string;
/** The password every sentinel of the bed asks for. */
export const sentinelPassword: string;
export function bedRedisUrl(state: BedState): string;
export function bedRedisEnv(state: BedState): Record<string, string>;
export function redisCommand(state: BedState, port: number, line: string): Promise<string>;
export function redisAnswers(state: BedState, port: number): Promise<boolean>;
export function startRedis(state: BedState): Promise<ProcessHandle>;
export function stopRedis(state: BedState, signal?: NodeJS.Signals): Promise<void>;
export function restartRedis(state: BedState): Promise<void>;
export function startRedisServer(state: BedState, port: number, options?: { replicaOf?: number }): Promise<ProcessHandle>;
export function stopRedisServer(state: BedState, port: number, signal?: NodeJS.Signals): Promise<void>;
export const sentinelMasterName: string;
export function startSentinel(state: BedState, port: number, masterPort?: number): Promise<ProcessHandle>;
export function sentinelMasterPort(state: BedState): Promise<number | null>;
export function redisRole(state: BedState, port: number): Promise<string | null>;
export function startSentinelRedis(state: BedState, options?: { masterPort?: number; replicaPort?: number }): Promise<void>;
export function stopSentinelRedis(state: BedState, signal?: NodeJS.Signals): Promise<void>;
export function killInstance(state: BedState, index: 0 | 1): Promise<void>;
export function restartInstance(state: BedState, index: 0 | 1, extraEnv?: Record<string, string>): Promise<void>;
export function startInstance(
  state: BedState,
  port: number,
  extraEnv?: Record<string, string>,
  options?: { until?: 'ready' | 'listening' },
): Promise<ProcessHandle>;
export function instanceLogLines(state: BedState): string[];
export function stopInstanceOn(state: BedState, port: number, graceMs?: number): Promise<void>;
export function rollingRestart(
  state: BedState,
  extraEnv?: Record<string, string>,
): Promise<{ port: number; drainingAfterMs: number; exitedAfterMs: number; readyAfterMs: number }[]>;
export function startTestBed(options?: {
  basePort?: number;
  env?: Record<string, string>;
  clientAddressHeader?: string;
  redisAof?: boolean;
  redis?: 'single' | 'sentinel';
  redisTls?: boolean;
}): Promise<{ state: BedState; stop: () => Promise<void>; processes: ProcessHandle[] }>;
