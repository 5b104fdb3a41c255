import { Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG } from '@untangle/nest-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import type { Logger } from 'pino';
import {
  ACCOUNT_MESSAGES,
  formField,
  validateSignIn,
  validateSignUp,
  type SignInField,
  type SignUpField,
} from '../accounts/account-input.js';
import { AccountsService } from '../accounts/accounts.service.js';
import type { IdentityConfig } from '../config.js';
import { pageHeaders } from '../pages/html.js';
import { messagePage, signInPage, signUpPage, type FormPageOptions } from '../pages/pages.js';
import { API_SCOPE, appHomeOf, formTargetsOf, mountPathOf } from './identity-provider.js';
import { signInBudgets, signUpBudget } from './attempt-budgets.js';
import { AttemptLimiter, type Budget } from './attempt-limiter.js';
import { OIDC_PROVIDER } from './tokens.js';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** Thrown to answer with one of our pages instead of going on. */
class PageResponse extends Error {
  constructor(
    readonly status: number,
    readonly html: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(`page ${status}`);
  }
}

const UID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The sign-in and sign-up pages of the provider's interactions (`/oidc/interaction/:uid…`): plain
 * HTML forms that work without JavaScript. Each is bound to its interaction through the uid in the
 * path and the provider's signed, SameSite=Lax interaction cookie (a cross-site form post carries
 * no such cookie), and posts are refused when the browser says they come from another origin.
 */
@Controller('oidc/interaction')
export class InteractionRoutesController {
  private readonly appHome: string;
  private readonly headers: Record<string, string>;
  private readonly issuerOrigin: string;

  constructor(
    @Inject(OIDC_PROVIDER) private readonly provider: Provider,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly accounts: AccountsService,
    private readonly limiter: AttemptLimiter,
  ) {
    this.appHome = appHomeOf(config);
    this.headers = pageHeaders(formTargetsOf(config));
    this.issuerOrigin = new URL(config.OIDC_ISSUER).origin;
  }

  /** Where the provider sends the browser: the form its prompt asks for, or straight on. */
  @Get(':uid')
  show(@Param('uid') uid: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.respond(reply, async () => {
      const interaction = await this.load(uid, request, reply);
      switch (interaction.prompt.name) {
        case 'create':
          return this.page(200, signUpPage(this.signUpOptions(uid)));
        case 'login':
          return this.page(200, signInPage(this.signInOptions(uid, { email: loginHint(interaction) })));
        case 'consent':
          return this.finish(request, reply, { consent: { grantId: await this.grantConsent(interaction) } });
        default:
          throw new Error(`unexpected prompt "${interaction.prompt.name}"`);
      }
    });
  }

  @Get(':uid/sign-in')
  showSignIn(@Param('uid') uid: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.respond(reply, async () => {
      const interaction = await this.load(uid, request, reply);
      return this.page(200, signInPage(this.signInOptions(uid, { email: loginHint(interaction) })));
    });
  }

  @Get(':uid/sign-up')
  showSignUp(@Param('uid') uid: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.respond(reply, async () => {
      await this.load(uid, request, reply);
      return this.page(200, signUpPage(this.signUpOptions(uid)));
    });
  }

  /** Leaves the sign-in: the app gets `error=access_denied` at its callback. */
  @Get(':uid/abort')
  abort(@Param('uid') uid: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.respond(reply, async () => {
      await this.load(uid, request, reply);
      return this.finish(request, reply, {
        error: 'access_denied',
        error_description: 'The member cancelled signing in.',
      });
    });
  }

  @Post(':uid/sign-in')
  signIn(@Param('uid') uid: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.respond(reply, async () => {
      this.assertSameOrigin(request);
      await this.load(uid, request, reply);
      const raw = { email: formField(request.body, 'email'), password: formField(request.body, 'password') };
      const values = { email: raw.email };
      const { value, errors } = validateSignIn(raw);
      if (!value) return this.page(400, signInPage(this.signInOptions(uid, values, { errors })));

      const budgets = signInBudgets(value.email, request.ip, this.config);
      await this.reserveAttempt([budgets.account, budgets.address], request.ip, () =>
        signInPage(
          this.signInOptions(uid, values, {
            formError: ACCOUNT_MESSAGES.tooManyAttempts,
          }),
        ),
      );
      const account = await this.accounts.authenticate(value);
      if (!account) {
        return this.page(
          401,
          signInPage(this.signInOptions(uid, values, { formError: ACCOUNT_MESSAGES.wrongCredentials })),
        );
      }
      // Only failures use up the budgets: this address's failures on the account are forgotten.
      await this.limiter
        .giveBack({ forget: [budgets.account], refund: [budgets.address] })
        .catch((error: unknown) => {
          this.logger.warn({ err: error }, 'could not reset the sign-in attempt counters');
        });
      this.logger.info({ accountId: account.id }, 'member signed in');
      return this.finish(request, reply, { login: { accountId: account.id }, create: {} });
    });
  }

  @Post(':uid/sign-up')
  signUp(@Param('uid') uid: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.respond(reply, async () => {
      this.assertSameOrigin(request);
      await this.load(uid, request, reply);
      const raw = {
        firstName: formField(request.body, 'firstName'),
        email: formField(request.body, 'email'),
        password: formField(request.body, 'password'),
      };
      const values = { firstName: raw.firstName, email: raw.email };
      const { value, errors } = validateSignUp(raw);
      if (!value) return this.page(400, signUpPage(this.signUpOptions(uid, values, { errors })));

      await this.reserveAttempt([signUpBudget(request.ip, this.config)], request.ip, () =>
        signUpPage(
          this.signUpOptions(uid, values, {
            formError: ACCOUNT_MESSAGES.tooManyAttempts,
          }),
        ),
      );
      const account = await this.accounts.create(value);
      if (!account) {
        return this.page(
          409,
          signUpPage(this.signUpOptions(uid, values, { errors: { email: ACCOUNT_MESSAGES.emailTaken } })),
        );
      }
      this.logger.info({ accountId: account.id }, 'member signed up');
      return this.finish(request, reply, { login: { accountId: account.id }, create: {} });
    });
  }

  /** The interaction this browser is in, which must be the one in the path; else an "expired" page. */
  private async load(uid: string, request: FastifyRequest, reply: FastifyReply): Promise<Interaction> {
    const expired = () =>
      new PageResponse(
        400,
        messagePage({
          title: 'Sign-in expired',
          message: ACCOUNT_MESSAGES.expired,
          appHome: this.appHome,
          alert: true,
        }),
      );
    if (!UID.test(uid)) throw expired();
    let interaction: Interaction;
    try {
      interaction = await this.provider.interactionDetails(request.raw, reply.raw);
    } catch (error) {
      if ((error as { name?: string }).name === 'SessionNotFound') throw expired();
      throw error;
    }
    if (interaction.uid !== uid) throw expired();
    return interaction;
  }

  /** The provider's answer to the interaction, then on to where it resumes. */
  private async finish(
    request: FastifyRequest,
    reply: FastifyReply,
    result: InteractionResults,
  ): Promise<void> {
    const returnTo = await this.provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    await reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  /** For a consent prompt (only when explicitly requested): the first-party app gets what it asked for. */
  private async grantConsent(interaction: Interaction): Promise<string> {
    const { prompt, params, session, grantId } = interaction;
    if (params.client_id !== this.config.OIDC_CLIENT_ID || !session?.accountId) {
      throw new Error('consent asked for by a client other than the first-party app');
    }
    const grant =
      (grantId ? await this.provider.Grant.find(grantId) : undefined) ??
      new this.provider.Grant({ accountId: session.accountId, clientId: params.client_id });
    const details = prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    grant.addResourceScope(this.config.OIDC_AUDIENCE, API_SCOPE);
    return grant.save();
  }

  private async reserveAttempt(budgets: Budget[], ip: string, limitedPage: () => string): Promise<void> {
    let reservation;
    try {
      reservation = await this.limiter.reserve(budgets);
    } catch (error) {
      // Without the counters there is no brute-force protection: refuse rather than guess.
      this.logger.error({ err: error }, 'sign-in rate limiter unavailable');
      throw new PageResponse(
        503,
        messagePage({
          title: 'Try again soon',
          message: ACCOUNT_MESSAGES.unavailable,
          appHome: this.appHome,
          alert: true,
        }),
      );
    }
    if (!reservation.allowed) {
      this.logger.warn({ ip }, 'sign-in attempts rate-limited');
      throw new PageResponse(429, limitedPage(), { 'retry-after': String(reservation.retryAfterSeconds) });
    }
  }

  private assertSameOrigin(request: FastifyRequest): void {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== this.issuerOrigin) {
      throw new PageResponse(
        403,
        messagePage({
          title: 'Not accepted',
          message: ACCOUNT_MESSAGES.forbidden,
          appHome: this.appHome,
          alert: true,
        }),
      );
    }
  }

  private page(status: number, html: string): PageResponse {
    return new PageResponse(status, html);
  }

  private signInOptions(
    uid: string,
    values: Partial<Record<SignInField, string>> = {},
    extra: Pick<FormPageOptions<SignInField>, 'errors' | 'formError'> = {},
  ): FormPageOptions<SignInField> {
    const base = `${mountPathOf(this.config)}/interaction/${uid}`;
    return {
      action: `${base}/sign-in`,
      switchUrl: `${base}/sign-up`,
      appHome: this.appHome,
      values,
      ...extra,
    };
  }

  private signUpOptions(
    uid: string,
    values: Partial<Record<SignUpField, string>> = {},
    extra: Pick<FormPageOptions<SignUpField>, 'errors' | 'formError'> = {},
  ): FormPageOptions<SignUpField> {
    const base = `${mountPathOf(this.config)}/interaction/${uid}`;
    return {
      action: `${base}/sign-up`,
      switchUrl: `${base}/sign-in`,
      appHome: this.appHome,
      values,
      ...extra,
    };
  }

  /** Runs a page handler: a PageResponse (returned or thrown) is sent as HTML; anything else is a 500 page. */
  private async respond(reply: FastifyReply, work: () => Promise<PageResponse | void>): Promise<void> {
    let page: PageResponse | void;
    try {
      page = await work();
    } catch (error) {
      if (error instanceof PageResponse) {
        page = error;
      } else {
        this.logger.error({ err: error }, 'sign-in page failed');
        page = new PageResponse(
          500,
          messagePage({
            title: 'Something went wrong',
            message: 'Something went wrong on our side. Please go back to Untangle and try again.',
            appHome: this.appHome,
            alert: true,
          }),
        );
      }
    }
    if (!page || reply.sent) return;
    await reply
      .status(page.status)
      .headers({ ...this.headers, ...page.headers })
      .send(page.html);
  }
}

function loginHint(interaction: Interaction): string | undefined {
  const hint = interaction.params.login_hint;
  return typeof hint === 'string' && hint.length <= 254 ? hint : undefined;
}
