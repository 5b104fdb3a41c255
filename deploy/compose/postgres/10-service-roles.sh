#!/bin/sh
# First start of the Postgres container: one login role and one schema per service, each role
# allowed to use its own schema only. Passwords come from the environment (docker-compose.yml).
set -eu

create_role() {
  role="$1"; schema="$2"; password="$3"
  psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<SQL
CREATE ROLE "$role" LOGIN PASSWORD '$password';
CREATE SCHEMA "$schema" AUTHORIZATION "$role";
ALTER ROLE "$role" SET search_path = "$schema";
GRANT CONNECT ON DATABASE "$POSTGRES_DB" TO "$role";
SQL
}

psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<SQL
-- Nobody but the owner creates anything in public, and roles cannot create new schemas.
REVOKE ALL ON SCHEMA public FROM PUBLIC;
REVOKE CREATE, TEMPORARY ON DATABASE "$POSTGRES_DB" FROM PUBLIC;
-- Extensions the services' migrations ask for (IF NOT EXISTS), created here by the superuser
-- because the service roles may not create extensions themselves.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
GRANT USAGE ON SCHEMA public TO PUBLIC;
SQL

create_role identity identity "$IDENTITY_DB_PASSWORD"
create_role billing billing "$BILLING_DB_PASSWORD"
create_role sessions sessions "$SESSIONS_DB_PASSWORD"
