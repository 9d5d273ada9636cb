import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { nonPagePolicy, serviceWorkerPolicy } from '../../lib/csp/non-page-policy.mjs';
import { serviceWorkerCacheControl, serviceWorkerPath } from '../../lib/offline/address.mjs';
import { immutableCacheControl, publicImageCacheControl, securityHeaders } from '../../lib/response-headers.mjs';

// The nginx of the test bed, in the shape of a production front door: one public name, the
// instances round-robin, the client's address appended to X-Forwarded-For (the instances run
// with TRUST_PROXY=1 and read that last entry) and X-Forwarded-Proto https, as TLS would end
// at this proxy. Every file it writes stays in `dir`; it runs in the foreground.
//
// Restarts without a failed request (docs/production.md): an instance told to stop keeps
// serving while its readiness says 503, closing each connection after its answer, then stops
// listening. nginx keeps idle upstream connections for less time than that drain lasts, so it
// never sends a request on a connection the instance is closing, and a refused connection is
// retried on the other instance (proxy_next_upstream error: nothing was sent, so even a POST).
// A connection the instance accepted into its backlog just before it stopped listening is
// reset after nginx sent the request: nginx sends a page request again by itself, and a lead
// post too (non_idempotent, on the lead routes only: a lead is mailed once whatever the number
// of posts); a payment post is never sent twice.
// max_fails=0: nginx never marks an instance down for a refused connection. Its default would
// take the restarted instance out for 10 s, and with the next one restarting within that time
// no instance would be left (open-source nginx has no active check to bring it back sooner);
// a refused connection costs a retry of a few microseconds.
// Each request gets an id ($request_id) sent to the instance as X-Request-Id and written in
// the access log (access.log, one JSON object per line), beside the instance's own lines.
//
// Compression happens here, not in the instances (they get no Accept-Encoding, so they send
// plain bodies): brotli for every browser that accepts it, gzip for the others. Brotli looks
// back 512 KB where gzip looks back 32 KB, so the second copy of a page's content (the markup
// and, at the end of the page, the React payload that repeats it) costs little: a page's HTML
// is about a fifth smaller than gzip's at the same CPU cost. The module is Debian's
// libnginx-mod-http-brotli-filter.
//
// The front door serves what is static itself, so that Node answers only what needs it:
// - The build's assets (/_next/static) and public/ come from disk (`filesRoot`), each with a
//   brotli and a gzip copy made once at the highest level by the build (build/precompress.mjs),
//   with the headers the Next server gives them (lib/response-headers.mjs). The assets' folder
//   keeps every build's files (a deployment adds the new build's beside the old ones,
//   docs/production.md): a tab opened before a deploy still loads the chunks of its own build.
// - Pages and the other GET answers Node renders the same for everyone come from a short cache:
//   kept `pageCacheSeconds`, one request per page and encoding reaches Node at a time: while a
//   page is first fetched the others wait for it (the lock), and while an expired copy is being
//   refreshed the others get that copy, for `refreshGraceSeconds` past its expiry at most (a
//   spike would otherwise send every request that arrives during the refresh to Node). A copy
//   expired longer than that is never served while an instance answers: after a deploy, no one
//   gets the old build's page past the interval but for the time of one refresh. The grace
//   reaches nginx as the stale-while-revalidate of a Cache-Control the inner server below writes
//   for the cache alone; the browser gets the page's own. Only 200 answers are kept; an answer
//   Node marks no-store, private or no-cache, or that sets a cookie, never; /api/* is never cached.
// - Compressing a page costs more than sending it, so the cache keeps compressed answers: the
//   cache asks an inner server of the same nginx (`compressorPort`, loopback) that compresses
//   what the instances send, once per page, encoding (br, gzip or none) and interval.
//
// What the world sees of the machinery is nothing: no version in `Server` or error pages
// (server_tokens off), and none of Next's internal headers (the proxy's rewrite target, its
// cache and prerender marks, `X-Powered-By`) on any answer that comes from an instance, whether
// through the page cache or straight to /api/*.
//
// TLS ends here (`tls`): TLS 1.2 and 1.3 only, with HSTS on every answer, the ones nginx writes
// itself (a 429, a 502) included. The test bed listens on both a plain port (what most specs
// use, as if TLS had ended in front of it) and a TLS port with a self-signed certificate made at
// its start (`selfSignedCertificate`). In production the plain port only redirects to https.
//
// What Node renders per request is rationed per client address (`requestLimit`): the search
// results and every /api/* route. A client over its rate gets 429 at once (a burst is allowed
// first); pages from the cache and files from disk are never rationed. This is a flood guard in
// front of the instances' own per-route limits, which stay the precise ones.
//
// `clientAddressHeader` (the load bench only): nginx takes the client's address from that
// request header instead of the connection, so that one load generator on loopback can stand
// in for many clients. The tests leave it unset and connect from distinct loopback addresses.
export const brotliModules = ['/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so', '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'];

/** How long a page stays in the front door's cache before one request asks Node again. */
export const pageCacheSeconds = 10;

/**
 * The request headers Next's client router sends, whose answers differ from the page's HTML (an
 * RSC payload): the page cache's key holds them beside the encoding, in place of reading Vary,
 * which also names Accept-Encoding and would keep one copy per Accept-Encoding string that
 * browsers write rather than one per encoding. A test checks that Node's Vary names no other.
 */
export const routerHeaders = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'];

/** How long past its expiry a page's copy may still answer while one request refreshes it. */
export const refreshGraceSeconds = 5;

/**
 * The production ration of uncached requests per client address: 10 a second on average, with
 * a burst of 40 answered at once before the rate applies. Generous because many phones share one
 * address behind a mobile carrier's NAT; the instances' own per-route limits are the precise ones.
 */
const productionRequestLimit = { ratePerSecond: 10, burst: 40 };

/**
 * The test bed's ration: its specs post hundreds of forms and searches through nginx, most from
 * the same loopback address, and must never meet this limit; the rate-limit spec goes over it
 * on purpose with a burst larger than this.
 */
export const bedRequestLimit = { ratePerSecond: 100, burst: 50 };

/** The TLS versions the front door speaks: 1.0 and 1.1 are refused. */
const tlsProtocols = ['TLSv1.2', 'TLSv1.3'];

/** Next's own headers, for its server and its proxy: never sent past the front door. */
const internalHeaders = ['X-Powered-By', 'X-Middleware-Rewrite', 'X-Nextjs-Cache', 'X-Nextjs-Prerender', 'X-Nextjs-Stale-Time'];

const hsts = securityHeaders.find(({ key }) => key === 'Strict-Transport-Security');
if (!hsts) throw new Error('nginx-config: lib/response-headers.mjs has no Strict-Transport-Security');

/**
 * A self-signed certificate for `publicHost`, made with openssl in `dir` (the test bed's TLS
 * listener); a deployment uses its real certificate instead.
 */
export function selfSignedCertificate(dir, publicHost) {
  const certificate = join(dir, 'tls-certificate.pem');
  const key = join(dir, 'tls-key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${publicHost}`,
      '-addext',
      `subjectAltName=DNS:${publicHost}`,
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  return { certificate, key };
}

/** The header that carries a page's own Cache-Control past the cache, which reads another. */
const pageCacheControlHeader = 'X-Kilele-Page-Cache-Control';

// Text worth compressing besides text/html, which both filters always compress.
const compressedTypes = [
  'text/css',
  'text/plain',
  'text/markdown',
  'text/xml',
  'text/x-component',
  'application/javascript',
  'application/json',
  'application/xml',
  'application/rss+xml',
  'application/manifest+json',
  'image/svg+xml',
].join(' ');

const compression = `brotli on;
    brotli_comp_level 6;
    brotli_min_length 1024;
    brotli_types ${compressedTypes};
    gzip on;
    gzip_comp_level 6;
    gzip_min_length 1024;
    gzip_proxied any;
    gzip_vary on;
    gzip_types ${compressedTypes};`;

/** The headers the Next server gives a file, for the files nginx serves itself. */
function fileHeaders(cacheControl, policy = nonPagePolicy) {
  return [...securityHeaders, { key: 'Content-Security-Policy', value: policy }, ...(cacheControl ? [{ key: 'Cache-Control', value: cacheControl }] : [])]
    .map(({ key, value }) => `      add_header ${key} "${value}" always;`)
    .join('\n');
}

/**
 * What every location that proxies to an instance does to its answer: Next's internal headers
 * dropped, and HSTS written by nginx, once, on every answer (a 429 or a 502 of nginx's own too).
 */
const proxiedAnswerHeaders = `${internalHeaders.map((name) => `proxy_hide_header ${name};`).join('\n      ')}
      proxy_hide_header Strict-Transport-Security;
      add_header Strict-Transport-Security "${hsts.value}" always;`;

/** The answers nginx writes itself when a client goes over its ration. */
const tooManyRequests = {
  // JSON as the API's own 429 (lib/server/response.ts), for the API's clients and the forms' scripts.
  api: { location: '@too_many_api', type: 'application/json; charset=utf-8', body: '{"error":"Too many requests: please try again in a moment."}' },
  page: { location: '@too_many_page', type: 'text/plain; charset=utf-8', body: 'Too many requests: please try again in a moment.' },
};

export function nginxConfig({
  dir,
  listenPort,
  compressorPort,
  instancePorts,
  publicHost,
  filesRoot,
  clientAddressHeader,
  tls,
  requestLimit = productionRequestLimit,
}) {
  const realIp = clientAddressHeader ? `    set_real_ip_from 127.0.0.1;\n    real_ip_header ${clientAddressHeader};\n` : '';
  const toInstances = `proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host ${publicHost};
    proxy_set_header X-Forwarded-Proto https;
    proxy_set_header X-Forwarded-Host ${publicHost};
    proxy_set_header Accept-Encoding "";`;
  const limited = (kind) => `limit_req zone=kilele_uncached burst=${requestLimit.burst} nodelay;
      error_page 429 ${tooManyRequests[kind].location};`;
  const tlsListener = tls
    ? `    listen 127.0.0.1:${tls.port} ssl;
    ssl_certificate ${tls.certificate};
    ssl_certificate_key ${tls.key};
    ssl_protocols ${tlsProtocols.join(' ')};
    ssl_prefer_server_ciphers off;
    ssl_session_cache shared:kilele_tls:10m;
    ssl_session_timeout 1d;
    ssl_session_tickets off;
`
    : '';
  // The page cache, for the page routes and the search results alike.
  const toPageCache = `proxy_pass http://kilele_compressor;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host ${publicHost};
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
      proxy_set_header Accept-Encoding $kilele_encoding;
      proxy_cache kilele_pages;
      proxy_cache_key "$kilele_encoding|${routerHeaders.map((name) => `$http_${name.replaceAll('-', '_')}`).join('|')}|$request_uri";
      proxy_ignore_headers Expires Vary;
      proxy_no_cache $kilele_not_shared $kilele_not_ok;
      # The browser gets the page's own Cache-Control, not the one the cache read.
      proxy_hide_header Cache-Control;
      proxy_hide_header ${pageCacheControlHeader};
      add_header Cache-Control $upstream_http_${pageCacheControlHeader.toLowerCase().replaceAll('-', '_')} always;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 10s;
      # An expired copy only while no instance answers: never an old build's page after a deploy.
      proxy_cache_use_stale error timeout http_500 http_502 http_503 http_504;
      # A copy from the cache carries the id of the request that filled it: answer this one's.
      proxy_hide_header X-Request-Id;
      add_header X-Request-Id $request_id always;
      add_header X-Cache-Status $upstream_cache_status always;
      ${proxiedAnswerHeaders}`;
  return `${brotliModules.map((module) => `load_module ${module};`).join('\n')}
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  server_tokens off;
  # Uncached work per client address (the instances' own limits stay the precise ones).
  limit_req_zone $binary_remote_addr zone=kilele_uncached:10m rate=${requestLimit.ratePerSecond}r/s;
  limit_req_status 429;
  log_format request_json escape=json '{"time":"$time_iso8601","requestId":"$request_id","method":"$request_method","uri":"$request_uri","status":$status,"upstream":"$upstream_addr","cache":"$upstream_cache_status","seconds":$request_time}';
  # Buffered: one write per 64 KB or per second, not one per request.
  access_log ${dir}/access.log request_json buffer=64k flush=1s;
  sendfile on;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  proxy_cache_path ${dir}/page-cache levels=1:2 keys_zone=kilele_pages:10m max_size=512m inactive=7d use_temp_path=off;
  # The encoding a browser takes, whatever else its Accept-Encoding lists: one cached copy each.
  map $http_accept_encoding $kilele_encoding {
    "~*(^|[,\\s])br($|[,;\\s])" br;
    "~*(^|[,\\s])gzip($|[,;\\s])" gzip;
    default "";
  }
  # Answers rendered for one request (on-demand pages) say so: they are never kept.
  map $upstream_http_cache_control $kilele_not_shared {
    ~*(no-store|no-cache|private) 1;
    default 0;
  }
  map $upstream_status $kilele_not_ok {
    200 0;
    default 1;
  }
  # What the inner server tells the cache: a page everyone gets alike is kept for the interval,
  # and its expired copy may answer while one request refreshes it; an answer for one request
  # keeps its own word (never kept).
  map $upstream_http_cache_control $kilele_cache_for_front_door {
    ~*(no-store|no-cache|private) $upstream_http_cache_control;
    default "max-age=${pageCacheSeconds}, stale-while-revalidate=${refreshGraceSeconds}";
  }
  upstream kilele_site {
${instancePorts.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n')}
    keepalive 32;
    keepalive_timeout 1s;
  }
  upstream kilele_compressor {
    server 127.0.0.1:${compressorPort};
    keepalive 32;
  }
  # The compressing tier behind the page cache: loopback only, reached by the server below.
  server {
    listen 127.0.0.1:${compressorPort};
    access_log off;
    ${compression}
    location / {
      proxy_pass http://kilele_site;
      proxy_next_upstream error timeout;
      ${toInstances}
      proxy_set_header X-Forwarded-For $http_x_forwarded_for;
      proxy_set_header X-Request-Id $http_x_request_id;
      proxy_hide_header Cache-Control;
      add_header Cache-Control $kilele_cache_for_front_door always;
      add_header ${pageCacheControlHeader} $upstream_http_cache_control always;
    }
  }
  server {
    listen 127.0.0.1:${listenPort};
${tlsListener}    server_name ${publicHost};
${realIp}    client_max_body_size 1m;
    root ${filesRoot};
    ${compression}
    brotli_static on;
    gzip_static on;
    # The build's assets: content-hashed names, from disk, every build's kept.
    location /_next/static/ {
      try_files $uri =404;
      # As the Next server types them.
      charset UTF-8;
      charset_types application/javascript text/css;
${fileHeaders(immutableCacheControl)}
    }
    # public/: editors replace images under the same name.
    location /images/ {
      try_files $uri @site;
${fileHeaders(publicImageCacheControl)}
    }
    # The service worker: never kept stale, and allowed to fetch the site to keep its pages.
    location = ${serviceWorkerPath} {
      try_files $uri @site;
      charset UTF-8;
      charset_types application/javascript;
${fileHeaders(serviceWorkerCacheControl, serviceWorkerPolicy)}
    }
    location / {
      try_files $uri @site;
${fileHeaders()}
    }
    location @site {
      ${toPageCache}
    }
    # The search results: rendered per request, so rationed per client address.
    location ~ ^/[a-z][a-z](/sw)?/search$ {
      ${limited('page')}
      ${toPageCache}
    }
${Object.values(tooManyRequests)
  .map(
    ({ location, type, body }) => `    location ${location} {
      default_type "${type}";
${fileHeaders('no-store')}
      add_header Retry-After 1 always;
      return 429 '${body}\\n';
    }`,
  )
  .join('\n')}
    location /api/ {
      ${limited('api')}
      proxy_pass http://kilele_site;
      proxy_next_upstream error timeout;
      ${toInstances}
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
      ${proxiedAnswerHeaders}
    }
    # The sandbox's event stream for \`kilele-sandbox listen\`: each event passed on as it comes
    # (never buffered, compressed or cached), open for as long as the command listens (the
    # instance sends a comment every 15 s), and a 503 of a draining instance tried on the
    # other one, so that the command's reconnection lands where the stream can go on.
    location = /api/sandbox/listen/stream {
      ${limited('api')}
      proxy_pass http://kilele_site;
      proxy_next_upstream error timeout http_503;
      ${toInstances}
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
      gzip off;
      brotli off;
      ${proxiedAnswerHeaders}
    }
    # A lead carries its own idempotency (one submission, one mail), so a post the stopping
    # instance reset after nginx sent it is safe to send again to the other one.
    location ~ ^/api/(contact|newsletter|notify)$ {
      ${limited('api')}
      proxy_pass http://kilele_site;
      proxy_next_upstream error timeout non_idempotent;
      ${toInstances}
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
      ${proxiedAnswerHeaders}
    }
  }
}
`;
}
