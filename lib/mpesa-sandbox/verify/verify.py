"""Verify a Kilele Pay callback: its Standard Webhooks signature, its timestamp and its id."""
import base64
import hashlib
import hmac
import json
import os
import queue
import time
from http.server import BaseHTTPRequestHandler

TOLERANCE_SECONDS = 300

# Ids of the callbacks already handled. In production keep them in your database (a unique
# column, written with the order's update), so that every instance and every restart sees them.
seen_ids = set()


class InvalidCallback(Exception):
    """The reason is its message: missing-headers, stale-timestamp, bad-signature, replayed-id."""


def verify(secret, headers, body, now=None, seen=seen_ids):
    """Return the event of a genuine, new callback; raise InvalidCallback otherwise.

    headers: the request's headers, names in lower case; body: the raw bytes received.
    """
    msg_id = headers.get("webhook-id")
    timestamp = headers.get("webhook-timestamp")
    signatures = headers.get("webhook-signature")
    if not (msg_id and timestamp and signatures):
        raise InvalidCallback("missing-headers")
    now = int(time.time()) if now is None else now
    # Refuse old and future timestamps alike: a replay of a captured request is old.
    if not (timestamp.isascii() and timestamp.isdigit()) or abs(now - int(timestamp)) > TOLERANCE_SECONDS:
        raise InvalidCallback("stale-timestamp")
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{msg_id}.{timestamp}.".encode() + body
    expected = b"v1," + base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest())
    # The header may carry several signatures (while a secret is rotated): one must match.
    if not any(hmac.compare_digest(expected, given.encode()) for given in signatures.split(" ")):
        raise InvalidCallback("bad-signature")
    if msg_id in seen:
        raise InvalidCallback("replayed-id")
    seen.add(msg_id)
    return json.loads(body)


# The work (marking the order paid, sending the receipt) is done by a worker thread reading
# this queue, after the answer has gone.
events = queue.Queue()


class CallbackHandler(BaseHTTPRequestHandler):
    secret = os.environ.get("KILELE_WEBHOOK_SECRET", "")

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        headers = {name.lower(): value for name, value in self.headers.items()}
        try:
            event = verify(self.secret, headers, body)
        except InvalidCallback as refused:
            # A repeat of a callback already handled is answered 2xx, so it is not sent again.
            self.send_response(200 if str(refused) == "replayed-id" else 400)
            self.end_headers()
            return
        self.send_response(204)
        self.end_headers()
        events.put(event)
