import path from 'node:path';
import type { Response } from 'express';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

// Build output names chunks "[name].[contenthash:10].js" and assets "[hash][ext]" (hex digests).
const hashedName = /(?:^|[.-])[0-9a-f]{8,}\.[a-z0-9]+$/i;

export const cacheControlFor = (filePath: string) => (hashedName.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE);

export const setCacheHeaders = (res: Response, filePath: string) => {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
};
