import { Module } from '@nestjs/common';
import { DocsRoutesController } from './docs-routes.controller.js';

/** The gateway's API docs: `GET /api/openapi.json` and `GET /api/docs` (both public). */
@Module({ controllers: [DocsRoutesController] })
export class DocsRoutesModule {}
