/** Where a developer's handler usually runs while they build it: the address the documented commands forward to. */
export const localHandlerUrl = 'http://localhost:3000/mpesa/callback';

/** The command that forwards the page's callbacks to the developer's handler. */
export const listenCommand = `npx kilele-sandbox listen --forward-to ${localHandlerUrl}`;

/**
 * The command that sends an outcome's callbacks (a test number, a result code, or all) to the
 * developer's handler, in its two halves: what it sends, and where. A page may break the line
 * between them, never inside one (a break after `kilele-` or `--` reads as a different command).
 */
export function triggerCommandLines(target: string): readonly [string, string] {
  return [`npx kilele-sandbox trigger ${target}`, `--forward-to ${localHandlerUrl}`];
}

/** The command that sends an outcome's callbacks (a test number, a result code, or all) to the developer's handler. */
export function triggerCommand(target: string): string {
  return triggerCommandLines(target).join(' ');
}
