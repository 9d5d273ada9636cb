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
// `clientAddressHeader` (the load bench only): nginx takes the client's address from that
// request header instead of the connection, so that one load generator on loopback can stand
// in for many clients. The tests leave it unset and connect from distinct loopback addresses.
export const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

// Text worth compressing besides text/html, which both filters always compress.
const compressedTypes = [
  'text/css',
  'text/plain',
  'text/markdown',
  'text/xml',
  'application/javascript',
  'application/json',
  'application/xml',
  'application/rss+xml',
  'application/manifest+json',
  'image/svg+xml',
].join(' ');

export function nginxConfig({ dir, listenPort, instancePorts, publicHost, clientAddressHeader }) {
  const realIp = clientAddressHeader ? `    set_real_ip_from 127.0.0.1;\n    real_ip_header ${clientAddressHeader};\n` : '';
  return `load_module ${brotliModule};
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  log_format request_json escape=json '{"time":"$time_iso8601","requestId":"$request_id","method":"$request_method","uri":"$request_uri","status":$status,"upstream":"$upstream_addr","seconds":$request_time}';
  access_log ${dir}/access.log request_json;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  brotli on;
  brotli_comp_level 6;
  brotli_min_length 1024;
  brotli_types ${compressedTypes};
  gzip on;
  gzip_comp_level 6;
  gzip_min_length 1024;
  gzip_proxied any;
  gzip_vary on;
  gzip_types ${compressedTypes};
  upstream kilele_site {
${instancePorts.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n')}
    keepalive 32;
    keepalive_timeout 1s;
  }
  server {
    listen 127.0.0.1:${listenPort};
    server_name ${publicHost};
${realIp}    client_max_body_size 1m;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host ${publicHost};
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto https;
    proxy_set_header X-Forwarded-Host ${publicHost};
    proxy_set_header X-Request-Id $request_id;
    proxy_set_header Accept-Encoding "";
    location / {
      proxy_pass http://kilele_site;
      proxy_next_upstream error timeout;
    }
    # A lead carries its own idempotency (one submission, one mail), so a post the stopping
    # instance reset after nginx sent it is safe to send again to the other one.
    location ~ ^/api/(contact|newsletter|notify)$ {
      proxy_pass http://kilele_site;
      proxy_next_upstream error timeout non_idempotent;
    }
  }
}
`;
}
