// The floor is an empty page with Next's defaults: without a config of its own, Next would find
// and use the site's next.config.ts one folder up.
const nextConfig = {};

export default nextConfig;
