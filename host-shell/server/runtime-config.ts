// The run-time configuration (issue 20): the file a release switches in place (release-remote.mjs
// renames a new one over it), so every use checks it afresh — by its inode, time and size, read
// again only when one changed; the browser gets it at /runtime-config.json, revalidated by its ETag
// (unchanged, a 304).
import { promises as fs } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@pdp/host-contract/contract';
import { sharedStat } from './shared-stat';
import { etagOf, matchesEtag, REVALIDATE } from './static-files';

const RUNTIME_CONFIG_URL = '/runtime-config.json';

export type ReadRuntimeConfig = () => Promise<RuntimeConfig | null>;

/**
 * Reads and parses the file; null when it is missing or not JSON (the page then says what is wrong).
 * Each read is a `stat` (shared with the reads under way: shared-stat.ts): the file is read and
 * parsed again only when it is another file (a release renames a new one over it) or was written
 * since (its time or size changed).
 */
export function runtimeConfigReader(filePath: string): ReadRuntimeConfig {
  let cached: { version: string; config: RuntimeConfig | null } | null = null;
  return async () => {
    try {
      const stat = await sharedStat(filePath);
      const version = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
      if (cached?.version === version) return cached.config;
      let config: RuntimeConfig | null = null;
      try {
        config = JSON.parse(await fs.readFile(filePath, 'utf8')) as RuntimeConfig;
      } catch {
        config = null;
      }
      cached = { version, config };
      return config;
    } catch {
      cached = null;
      return null;
    }
  };
}

/** Serves the file as it is on disk (a broken one too: the page reports it), with its ETag. */
export function registerRuntimeConfig(app: FastifyInstance, filePath: string): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: RUNTIME_CONFIG_URL,
    handler: async (request, reply) => {
      const body = await fs.readFile(filePath);
      const etag = etagOf(body);
      reply.headers({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': REVALIDATE, ETag: etag });
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      // Node sends no body for HEAD; the length stays the GET's.
      return reply.send(body);
    },
  });
}
