/**
 * A module fetched with import() the first time something asks for it, not with the page:
 * zod, the phone metadata, the toast library and the heavy islands stay out of a page's first
 * load. Every caller after the first shares the same download. A download that failed
 * (offline, a deploy that replaced the chunk) is forgotten, so the next call tries again.
 *
 * Pass the import() itself, `onDemand(() => import('./module'))`, so that the bundler sees it
 * and splits the module into its own chunk.
 */
export interface OnDemand<Module> {
  /** The module, downloading it if it has not been yet. Rejects when the download fails. */
  load(): Promise<Module>;
  /** Starts the download early (on focus, on hover); a failure here is retried by load(). */
  preload(): void;
}

export function onDemand<Module>(importModule: () => Promise<Module>): OnDemand<Module> {
  let loading: Promise<Module> | null = null;
  function load(): Promise<Module> {
    loading ??= importModule().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  }
  return {
    load,
    preload: () => void load().catch(() => undefined),
  };
}
