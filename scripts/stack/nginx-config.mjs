import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { LOG_DIR, ROOT, RUN_DIR, SERVICES, portOf } from './topology.mjs';

const service = (name) => SERVICES.find((s) => s.name === name);

/** The template's values for the local stack; tests pass their own. */
export function localNginxValues(env) {
  return {
    NGINX_PORT: String(Number(env.NGINX_PORT ?? 8080)),
    GATEWAY_UPSTREAM: `127.0.0.1:${portOf(service('gateway'), env)}`,
    IDENTITY_UPSTREAM: `127.0.0.1:${portOf(service('identity'), env)}`,
    FRONTEND_ROOT: `${ROOT}/frontend/dist`,
    NGINX_ACCESS_LOG: `${LOG_DIR}/nginx.log`,
    NGINX_READ_TIMEOUT: env.NGINX_READ_TIMEOUT ?? '75s',
    NGINX_REAL_IP: realIpDirectives(env.NGINX_REAL_IP_FROM),
  };
}

/**
 * nginx's real_ip directives for the load balancers in `sources` (comma-separated addresses or
 * CIDRs): the client is the last address in their X-Forwarded-For that is not one of them. Empty
 * without any: nginx's own peer is the client. The container image renders the same list with
 * deploy/docker/nginx/15-untangle-real-ip.envsh.
 */
export function realIpDirectives(sources = '') {
  const list = sources
    .split(',')
    .map((source) => source.trim())
    .filter(Boolean);
  for (const source of list) {
    if (!/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(source)) {
      throw new Error(`NGINX_REAL_IP_FROM: "${source}" is not an IP address or CIDR`);
    }
  }
  if (list.length === 0) return '';
  return `${list.map((source) => `set_real_ip_from ${source};`).join(' ')} real_ip_header X-Forwarded-For; real_ip_recursive on;`;
}

/** Renders nginx/untangle.conf.template for the local stack into .run/nginx. */
export function renderNginxConfig(env) {
  const values = localNginxValues(env);
  const file = writeNginxConfig(values, { dir: `${RUN_DIR}/nginx`, errorLog: `${LOG_DIR}/nginx-error.log` });
  return { file, port: Number(values.NGINX_PORT) };
}

/**
 * Writes a main nginx config (pid, temp folders, error log) around the rendered template, so nginx
 * runs from any folder without touching the system's /etc/nginx setup.
 */
export function writeNginxConfig(values, { dir, errorLog }) {
  for (const sub of ['', '/client_body', '/proxy', '/fastcgi', '/uwsgi', '/scgi']) {
    mkdirSync(`${dir}${sub}`, { recursive: true });
    // nginx workers run as an unprivileged user when started by root: let them use the temp folders.
    if (sub) chmodSync(`${dir}${sub}`, 0o1777);
  }
  const server = renderTemplate(readFileSync(`${ROOT}/nginx/untangle.conf.template`, 'utf8'), values);
  const main = `# Generated from nginx/untangle.conf.template; do not edit.
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${errorLog} warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${server}
}
`;
  const file = `${dir}/nginx.conf`;
  writeFileSync(file, main);
  return file;
}

/** envsubst's behaviour for the variables we define: `${NAME}` replaced, nginx's `$name` left alone. */
export function renderTemplate(template, values) {
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (whole, name) => (name in values ? values[name] : whole));
}
