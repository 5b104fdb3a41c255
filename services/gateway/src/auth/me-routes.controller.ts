import { Controller, Get } from '@nestjs/common';
import type { MeResponse } from '@untangle/contracts';
import type { AuthenticatedUser } from './authenticated-user.js';
import { CurrentUser } from './current-user.decorator.js';
import { UserInfoClient } from './user-info.client.js';

@Controller('api/me')
export class MeRoutesController {
  constructor(private readonly userInfo: UserInfoClient) {}

  /** The caller's id, e-mail and first name: from the token's claims, else the issuer's userinfo. */
  @Get()
  async me(@CurrentUser() user: AuthenticatedUser): Promise<MeResponse> {
    if (user.email !== undefined && user.firstName !== undefined) {
      return { id: user.id, email: user.email, firstName: user.firstName };
    }
    const info = await this.userInfo.fetch(user);
    return {
      id: user.id,
      email: user.email ?? info.email ?? '',
      firstName: user.firstName ?? info.given_name ?? '',
    };
  }
}
