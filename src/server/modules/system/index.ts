import fp from 'fastify-plugin';
import type { PublicConfig } from '../../../contract/public-config';
import { readinessCheck } from './readiness';
import { systemRoutes } from './routes';

/** Health, readiness and the public config the web app starts from; /api. (The API reference is the keys module's.) */
export const systemModule = fp(
  async (app) => {
    const { config } = app;
    const publicConfig: PublicConfig = {
      google_client_id: config.google.clientId ?? null,
      contact_form_url: config.contactFormUrl ?? null,
      billing_mode: app.billing.providerKind,
      // Read at each request: the owner's AI settings may connect a model while the server runs.
      get ai_engine() {
        return app.content.engine.engine;
      },
      get ai_model() {
        return app.content.engine.model;
      },
      max_upload_bytes: config.maxUploadBytes,
      transcription: config.transcribe !== null,
      support_by_email: config.supportEmail !== undefined,
    };
    const readiness = readinessCheck({
      database: app.database,
      jobs: config.jobs.run ? app.jobs : null,
      draining: () => app.drain.draining,
    });
    await app.register(systemRoutes, { prefix: '/api', database: app.database, publicConfig, readiness });
  },
  { name: 'system', dependencies: ['infrastructure', 'billing', 'content'] },
);
