import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { connect as connectTls } from 'node:tls';
import { expect, test } from '../support/test';
import { bedRedisEnv, instanceLogLines, redisCommand } from '../../scripts/test-bed/index.mjs';
import { bed, send } from '../production/support/bed';

// The bed's Redis as a deployment must run it: every redis-server and every sentinel asks for a
// password and speaks TLS only. Someone who reaches them without the password learns nothing
// and cannot name a master of their own; the instances, given the passwords and the
// certificate authority, reach the master through the sentinels over TLS.

/** Everything `port` answers to `line` within a second, over plain TCP or over TLS (without AUTH). */
function probe(port: number, line: string, tls: boolean): Promise<string> {
  return new Promise((resolve) => {
    const caFile = bedRedisEnv(bed()).REDIS_TLS_CA_FILE;
    if (!caFile) throw new Error('the failover bed runs Redis without TLS');
    const ca = readFileSync(caFile);
    const socket = tls ? connectTls({ host: '127.0.0.1', port, ca }) : connect(port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(1_000, () => socket.destroy());
    socket.on(tls ? 'secureConnect' : 'connect', () => socket.write(`${line}\r\n`));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
}

test('every Redis and sentinel refuses a client without TLS or without the password', async () => {
  const { ports } = bed();
  const servers = [ports.redis, ports.replica];
  for (const port of [...servers, ...ports.sentinels]) {
    expect(await probe(port, 'PING', false), `plain TCP to :${port}`).not.toContain('PONG');
    expect(await probe(port, 'PING', true), `TLS without the password to :${port}`).toMatch(/^-NOAUTH/);
  }
  // What an intruder would ask a sentinel: which server is the master, or to watch one of theirs.
  for (const port of ports.sentinels) {
    expect(await probe(port, 'SENTINEL get-master-addr-by-name kilele', true)).toMatch(/^-NOAUTH/);
    expect(await probe(port, 'SENTINEL MONITOR intruder 127.0.0.1 6399 1', true)).toMatch(/^-NOAUTH/);
  }
  // With the password, over TLS, they answer.
  for (const port of servers) expect(await redisCommand(bed(), port, 'PING')).toBe('+PONG\r\n');
});

test('the instances reach the master through the sentinels with the passwords and over TLS, and print no credentials warning', async () => {
  // The servers take nothing but TLS with the password: Redis up is the proof.
  // The operator's health (on each instance's metrics port) says whether Redis answers.
  for (const port of bed().ports.metrics) {
    const health = JSON.parse((await send(`http://127.0.0.1:${port}/health`)).text);
    expect(health.redis, `instance with metrics on ${port}`).toBe('up');
  }
  expect(instanceLogLines(bed()).filter((line) => line.includes('SECURITY:'))).toEqual([]);
});
