import { Controller, Get, Res } from '@nestjs/common';
import { Public } from '@untangle/nest-kit';
import type { FastifyReply } from 'fastify';
import { docsPage } from './docs.page.js';
import { API_DOCS_PATH, OPENAPI_CACHE_CONTROL, OPENAPI_JSON_PATH } from './docs.openapi.js';
import { buildOpenApiDocument } from './openapi.document.js';
import type { OpenApiDocument } from './openapi.types.js';

/**
 * The gateway's API docs: the OpenAPI 3.1 document of every public route and a readable page of it.
 * Both public (no token) and built once from @untangle/contracts; they change only with a deploy.
 */
@Controller()
export class DocsRoutesController {
  private readonly document: OpenApiDocument = buildOpenApiDocument();
  private readonly json = JSON.stringify(this.document);

  @Public()
  @Get(OPENAPI_JSON_PATH.slice(1))
  openApi(@Res() reply: FastifyReply): void {
    void reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', OPENAPI_CACHE_CONTROL)
      .send(this.json);
  }

  @Public()
  @Get(API_DOCS_PATH.slice(1))
  page(@Res() reply: FastifyReply): void {
    const page = docsPage(this.document);
    void reply.headers(page.headers).send(page.html);
  }
}
