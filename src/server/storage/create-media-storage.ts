import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { DiskMediaStorage } from './disk-storage';
import type { MediaStorage } from './media-storage';
import { S3MediaStorage } from './s3-storage';

/**
 * The media storage the configuration names: S3-compatible object storage when S3_BUCKET is set (its
 * client released when the app closes), else files under DATA_DIR/media.
 */
export function createMediaStorage(config: Pick<Config, 'dataDir' | 's3'>, app: Pick<FastifyInstance, 'addHook'>): MediaStorage {
  if (!config.s3) return new DiskMediaStorage(join(config.dataDir, 'media'));
  const storage = new S3MediaStorage(config.s3);
  app.addHook('onClose', async () => storage.close());
  return storage;
}
