import type { IncomingMessage } from 'node:http';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { TRACE_ID_HEADER } from '@untangle/contracts';
import { SERVICE_CONFIG } from '@untangle/nest-kit';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { IdentityConfig } from '../config.js';
import { mountPathOf } from './identity-provider.js';
import { OIDC_PROVIDER } from './tokens.js';

/**
 * Mounts the provider (a Koa app) at the issuer's path on the service's Fastify instance: one
 * wildcard route, in its own encapsulated context without body parsers, so the provider reads form
 * and JSON bodies itself. The interaction pages (InteractionRoutesController) are ordinary Nest routes
 * under the same path; Fastify prefers their more specific routes.
 *
 * The provider sees the path below the mount point, and the issuer's own scheme and host: they are
 * imposed through X-Forwarded-Proto/Host (provider.proxy = true), overwriting whatever a client or a
 * proxy sent, so every URL it builds is the public issuer's whichever way the request came in.
 */
@Injectable()
export class OidcMount implements OnModuleInit {
  /** The HTTP app and the connected transport microservice both run module init hooks: mount once. */
  private mounted = false;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(OIDC_PROVIDER) private readonly provider: Provider,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.mounted) return;
    this.mounted = true;
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const mountPath = mountPathOf(this.config);
    const issuer = new URL(this.config.OIDC_ISSUER);
    const callback = this.provider.callback();
    await fastify.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      scope.route({
        method: ['GET', 'POST', 'OPTIONS', 'DELETE', 'PUT'],
        url: `${mountPath}/*`,
        handler: (request, reply) => {
          reply.hijack();
          const raw = request.raw as IncomingMessage & { originalUrl?: string };
          const url = raw.url ?? '/';
          raw.originalUrl = url;
          raw.url = url.slice(mountPath.length) || '/';
          raw.headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1);
          raw.headers['x-forwarded-host'] = issuer.host;
          raw.headers['x-forwarded-for'] = request.ip;
          reply.raw.setHeader(TRACE_ID_HEADER, request.id);
          reply.raw.once('finish', () => {
            raw.url = url;
          });
          void callback(raw, reply.raw);
        },
      });
    });
  }
}
