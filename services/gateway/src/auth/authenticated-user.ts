/** Who a verified access token says is calling. `id` (the token's `sub`) owns every resource. */
export interface AuthenticatedUser {
  id: string;
  email?: string;
  firstName?: string;
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthenticatedUser;
  }
}
