# Sourced by the service entrypoint. PUBLIC_URL, when empty, is the address compose publishes nginx on
# (http://localhost:$NGINX_PORT), and the OpenID addresses follow it unless set themselves. Compose
# 1.29 cannot nest one default inside another, so the defaults are made here.
if [ -z "${PUBLIC_URL:-}" ] && [ -n "${NGINX_PORT:-}" ]; then
  PUBLIC_URL="http://localhost:${NGINX_PORT}"
fi
if [ -n "${PUBLIC_URL:-}" ]; then
  PUBLIC_URL="${PUBLIC_URL%/}"
  : "${OIDC_ISSUER:=${PUBLIC_URL}/oidc}"
  : "${OIDC_REDIRECT_URIS:=${PUBLIC_URL}/auth/callback}"
  : "${OIDC_POST_LOGOUT_REDIRECT_URIS:=${PUBLIC_URL}/}"
  export PUBLIC_URL OIDC_ISSUER OIDC_REDIRECT_URIS OIDC_POST_LOGOUT_REDIRECT_URIS
fi
