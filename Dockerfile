# One Dockerfile for the whole product. Targets:
#   service  a Node service:  --target service --build-arg SERVICE=gateway|identity|text-processing|sessions|billing
#   nginx    the frontend build behind nginx (unprivileged), proxying /api and /oidc
# Both run as non-root users; the service image holds only production dependencies and compiled code.
# No `# syntax=` line: BuildKit's built-in Dockerfile frontend is enough, and naming one makes it pull
# an image from a registry. The bases are official Debian images; where no registry answers,
# `./untangle images` makes stand-ins under the same names from Debian packages (deploy/docker/base).
# A build behind a TLS-inspecting proxy trusts its CA through the optional secret `extra_ca`:
#   docker build --secret id=extra_ca,src=/path/to/ca-bundle.pem ...
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-bookworm

# --- every workspace's manifest, so dependency layers are cached apart from source changes ---------
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/text-validation/package.json libs/text-validation/
COPY libs/transport/package.json libs/transport/
COPY libs/nest-kit/package.json libs/nest-kit/
COPY libs/test-kit/package.json libs/test-kit/
COPY libs/restructure-engine/package.json libs/restructure-engine/
COPY services/gateway/package.json services/gateway/
COPY services/identity/package.json services/identity/
COPY services/text-processing/package.json services/text-processing/
COPY services/sessions/package.json services/sessions/
COPY services/billing/package.json services/billing/
COPY frontend/package.json frontend/

# --- build everything once -----------------------------------------------------------------------
FROM manifests AS build
# npm install, not npm ci: npm 11's ci refuses lockfiles without other platforms' optional
# packages, which npm does not record (npm/cli#8805); install keeps the locked versions.
RUN --mount=type=cache,target=/root/.npm --mount=type=secret,id=extra_ca \
    if [ -f /run/secrets/extra_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/extra_ca; fi; \
    npm install --no-audit --no-fund
COPY tsconfig.base.json tsconfig.build.json ./
COPY libs libs
COPY services services
COPY frontend frontend
RUN npx tsc -b tsconfig.build.json && npm run build -w @untangle/frontend

# --- production dependencies of one service only --------------------------------------------------
FROM manifests AS service-deps
ARG SERVICE
RUN --mount=type=cache,target=/root/.npm --mount=type=secret,id=extra_ca \
    if [ -f /run/secrets/extra_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/extra_ca; fi; \
    npm install --omit=dev --no-audit --no-fund --workspace=@untangle/${SERVICE} --include-workspace-root=false

# --- a service -------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS service
ARG SERVICE
# A smaller young generation keeps resident memory down (see scripts/stack/topology.mjs).
ENV NODE_ENV=production SERVICE=${SERVICE} HOST=0.0.0.0 NODE_OPTIONS=--max-semi-space-size=8
WORKDIR /app
COPY --from=service-deps /app/package.json ./
COPY --from=service-deps /app/node_modules node_modules
# Workspace libraries resolve through node_modules symlinks to libs/<name>: their manifests and dist.
COPY --from=build /app/libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/text-validation/package.json libs/text-validation/
COPY --from=build /app/libs/text-validation/dist libs/text-validation/dist
COPY --from=build /app/libs/transport/package.json libs/transport/
COPY --from=build /app/libs/transport/dist libs/transport/dist
COPY --from=build /app/libs/nest-kit/package.json libs/nest-kit/
COPY --from=build /app/libs/nest-kit/dist libs/nest-kit/dist
COPY --from=build /app/libs/restructure-engine/package.json libs/restructure-engine/
COPY --from=build /app/libs/restructure-engine/dist libs/restructure-engine/dist
COPY --from=build /app/services/${SERVICE}/package.json services/${SERVICE}/
COPY --from=build /app/services/${SERVICE}/dist services/${SERVICE}/dist
COPY deploy/docker/service-entrypoint.sh /usr/local/bin/service-entrypoint
COPY deploy/docker/entrypoint /usr/local/lib/untangle
# Where a compose try-out's generated OIDC keys live (a volume takes this folder's owner).
RUN install -d -o node -g node -m 700 /var/lib/untangle/keys
USER node
ENTRYPOINT ["/usr/local/bin/service-entrypoint"]

# --- nginx with the frontend ------------------------------------------------------------------------
FROM ${NGINX_IMAGE} AS nginx
COPY --from=build /app/frontend/dist /usr/share/nginx/html
# The image renders templates/*.template into conf.d with envsubst (only the variables set below, so
# nginx's own $variables stay as they are).
COPY nginx/untangle.conf.template /etc/nginx/templates/default.conf.template
# Sourced before rendering: NGINX_REAL_IP_FROM (load balancers in front, if any) → ${NGINX_REAL_IP}.
COPY deploy/docker/nginx/15-untangle-real-ip.envsh /docker-entrypoint.d/
ENV NGINX_REAL_IP_FROM= \
    NGINX_PORT=8080 \
    GATEWAY_UPSTREAM=gateway:3000 \
    IDENTITY_UPSTREAM=identity:3001 \
    FRONTEND_ROOT=/usr/share/nginx/html \
    NGINX_ACCESS_LOG=/dev/stdout \
    NGINX_READ_TIMEOUT=75s
EXPOSE 8080
