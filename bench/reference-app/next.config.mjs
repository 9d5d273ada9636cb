// The bench's reference: a bare Next page built from the project's own node_modules, so its
// load is the framework's floor for the same version. Next as shipped: no option but its root.
import { fileURLToPath } from 'node:url';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The project root, where Next is installed. Said outright because the bench's own lockfile
  // (bench/package-lock.json) would otherwise make Next warn that it had to guess.
  turbopack: { root: fileURLToPath(new URL('../..', import.meta.url)) },
};

export default nextConfig;
