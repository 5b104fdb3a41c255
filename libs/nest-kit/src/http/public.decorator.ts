import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'untangle:public';

/** Marks a route that needs no bearer token (health, the payment webhook). Everything else does. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
