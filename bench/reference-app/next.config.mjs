// The bench's reference: a bare Next page built from the project's own node_modules, so its
// load is the framework's floor for the same version. No options on purpose: Next as shipped.

/** @type {import('next').NextConfig} */
const nextConfig = {};

export default nextConfig;
