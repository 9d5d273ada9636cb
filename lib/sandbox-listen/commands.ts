/** Where a developer's handler usually runs while they build it: the address the documented commands forward to. */
export const localHandlerUrl = 'http://localhost:3000/mpesa/callback';

/**
 * A documented command in its two halves: what it does, and where it sends. A page may break the
 * line between them, never inside the first (a break after `kilele-` or `--` reads as another command).
 */
export type CommandHalves = readonly [string, string];

const forwardTo = `--forward-to ${localHandlerUrl}`;

/** The command that forwards the page's callbacks to the developer's handler. */
export const listenCommandHalves: CommandHalves = ['npx kilele-sandbox listen', forwardTo];
export const listenCommand = listenCommandHalves.join(' ');

/** The command that sends an outcome's callbacks (a test number, a result code, or all) to the developer's handler. */
export function triggerCommandHalves(target: string): CommandHalves {
  return [`npx kilele-sandbox trigger ${target}`, forwardTo];
}

export function triggerCommand(target: string): string {
  return triggerCommandHalves(target).join(' ');
}
