"""Verify a Kilele Pay callback: Standard Webhooks signature, fresh timestamp, new id."""
import base64
import hashlib
import hmac
import json
import os
import queue
import time
from http.server import BaseHTTPRequestHandler

TOLERANCE_SECONDS = 300
# Ids already handled. In production use your database (a unique column), so that every
# instance and every restart sees them.
seen_ids = set()


class InvalidCallback(Exception):
    pass


def verify(secret, headers, body, now=None, seen=seen_ids):
    """The event of a genuine, new callback. headers: lower-case names; body: raw bytes."""
    msg_id = headers.get("webhook-id")
    timestamp = headers.get("webhook-timestamp")
    signatures = headers.get("webhook-signature")
    if not (msg_id and timestamp and signatures):
        raise InvalidCallback("missing-headers")
    now = int(time.time()) if now is None else now
    # Too old or too far ahead, either way: a replayed request is old.
    if not (timestamp.isascii() and timestamp.isdigit()) or abs(now - int(timestamp)) > TOLERANCE_SECONDS:
        raise InvalidCallback("stale-timestamp")
    key = base64.b64decode(secret.removeprefix("whsec_") + "==")  # "==": padding may be left out
    mac = hmac.new(key, f"{msg_id}.{timestamp}.".encode() + body, hashlib.sha256)
    expected = b"v1," + base64.b64encode(mac.digest())
    # Several signatures while a secret changes: one must match.
    if not any(hmac.compare_digest(expected, s.encode()) for s in signatures.split(" ")):
        raise InvalidCallback("bad-signature")
    if msg_id in seen:
        raise InvalidCallback("replayed-id")
    seen.add(msg_id)
    return json.loads(body)


events = queue.Queue()  # a worker thread does the work after the answer


class CallbackHandler(BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers["Content-Length"]))
        headers = {name.lower(): value for name, value in self.headers.items()}
        try:
            event = verify(os.environ["KILELE_WEBHOOK_SECRET"], headers, body)
        except InvalidCallback as refused:  # a repeat gets 2xx, so it is not sent again
            self.send_response(200 if str(refused) == "replayed-id" else 400)
            return self.end_headers()
        self.send_response(204)
        self.end_headers()
        events.put(event)
