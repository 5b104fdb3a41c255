import { timingSafeEqual } from 'node:crypto';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { QUEUES } from '@untangle/contracts';
import { Queue } from 'bullmq';
import type { TextProcessingConfig } from '../config.js';
import { bullPrefix, commandConnection } from '../queue/queue-settings.js';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/**
 * Bull Board for operators: every Untangle queue (restructure jobs, billing's maintenance) with its
 * waiting, active, completed and failed jobs. Mounted on this service's own port, never routed by
 * nginx; QUEUE_DASHBOARD_PASSWORD adds HTTP Basic on top.
 */
export async function mountQueueDashboard(
  app: NestFastifyApplication,
  config: TextProcessingConfig,
): Promise<() => Promise<void>> {
  const queues = [QUEUES.restructure.name, QUEUES.billingMaintenance.name].map(
    (name) => new Queue(name, { connection: commandConnection(config), prefix: bullPrefix(config) }),
  );
  const board = new FastifyAdapter();
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue, { readOnlyMode: false })),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Untangle queues' } },
  });
  board.setBasePath(QUEUE_DASHBOARD_PATH);

  const fastify = app.getHttpAdapter().getInstance();
  const password = config.QUEUE_DASHBOARD_PASSWORD;
  await fastify.register(
    async (scope) => {
      if (password) {
        scope.addHook('onRequest', async (request, reply) => {
          if (!basicPasswordMatches(request.headers.authorization, password)) {
            await reply
              .code(401)
              .header('www-authenticate', 'Basic realm="Untangle queues", charset="UTF-8"')
              .send({ statusCode: 401, code: 'AUTH_REQUIRED', message: 'Authentication required' });
          }
        });
      }
      await scope.register(board.registerPlugin());
    },
    { prefix: QUEUE_DASHBOARD_PATH },
  );
  return async () => {
    await Promise.all(queues.map((queue) => queue.close()));
  };
}

function basicPasswordMatches(header: string | undefined, password: string): boolean {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match) return false;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const given = Buffer.from(decoded.slice(decoded.indexOf(':') + 1));
  const expected = Buffer.from(password);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
