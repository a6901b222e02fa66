import type { NextConfig } from 'next';

// The create-next-app defaults: nothing to configure for the library.
const nextConfig: NextConfig = {};

export default nextConfig;
