import { Module } from '@nestjs/common';
import { DocsController } from './docs.controller.js';

/** The gateway's API docs: `GET /api/openapi.json` and `GET /api/docs` (both public). */
@Module({ controllers: [DocsController] })
export class DocsRoutesModule {}
