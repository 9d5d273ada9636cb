<?php
// Verify a Kilele Pay callback: its Standard Webhooks signature, its timestamp and its id.

const TOLERANCE_SECONDS = 300;

/** The reason is its message: missing-headers, stale-timestamp, bad-signature, replayed-id. */
final class InvalidCallback extends Exception {}

/**
 * Returns the event of a genuine, new callback; throws InvalidCallback otherwise.
 * $headers: the request's headers, names in lower case; $body: the raw body received.
 * $seen: ids of the callbacks already handled, as keys.
 */
function verify(string $secret, array $headers, string $body, int $now, array &$seen): array
{
    $id = $headers['webhook-id'] ?? '';
    $timestamp = $headers['webhook-timestamp'] ?? '';
    $signatures = $headers['webhook-signature'] ?? '';
    if ($id === '' || $timestamp === '' || $signatures === '') {
        throw new InvalidCallback('missing-headers');
    }
    // Refuse old and future timestamps alike: a replay of a captured request is old.
    if (!preg_match('/\A\d+\z/', $timestamp) || abs($now - (int) $timestamp) > TOLERANCE_SECONDS) {
        throw new InvalidCallback('stale-timestamp');
    }
    $key = base64_decode(preg_replace('/^whsec_/', '', $secret));
    $expected = 'v1,' . base64_encode(hash_hmac('sha256', "$id.$timestamp.$body", $key, true));
    // The header may carry several signatures (while a secret is rotated): one must match.
    $genuine = false;
    foreach (explode(' ', $signatures) as $given) {
        if (hash_equals($expected, $given)) {
            $genuine = true;
        }
    }
    if (!$genuine) {
        throw new InvalidCallback('bad-signature');
    }
    if (isset($seen[$id])) {
        throw new InvalidCallback('replayed-id');
    }
    $seen[$id] = true;
    return json_decode($body, true, 512, JSON_THROW_ON_ERROR);
}

/** Your callback endpoint: answers at once, then hands the event to $fulfil. */
function handle_callback(string $secret, callable $fulfil): void
{
    // Ids already handled. PHP forgets between requests: in production keep them in your
    // database (a unique column, written with the order's update).
    static $seen = [];
    $headers = array_change_key_case(getallheaders(), CASE_LOWER);
    try {
        $event = verify($secret, $headers, file_get_contents('php://input'), time(), $seen);
    } catch (InvalidCallback $refused) {
        // A repeat of a callback already handled is answered 2xx, so it is not sent again.
        http_response_code($refused->getMessage() === 'replayed-id' ? 200 : 400);
        return;
    }
    http_response_code(204);
    // Under PHP-FPM the answer leaves now; the work (mark the order paid) comes after.
    if (function_exists('fastcgi_finish_request')) {
        fastcgi_finish_request();
    }
    $fulfil($event);
}
