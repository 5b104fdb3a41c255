import { Controller, Get } from '@nestjs/common';
import { Public } from '@untangle/nest-kit';

/** Reachable through nginx, so operators and uptime checks can probe the public path. */
@Controller('api/health')
export class ApiHealthRoutesController {
  @Public()
  @Get()
  health() {
    return { status: 'ok' };
  }
}
