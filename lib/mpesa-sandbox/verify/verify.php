<?php
// Verify a Kilele Pay callback: Standard Webhooks signature, fresh timestamp, new id.

const TOLERANCE_SECONDS = 300;

final class InvalidCallback extends Exception {}

/** The event of a genuine, new callback. $headers: lower-case names; $seen: ids handled, as keys. */
function verify(string $secret, array $headers, string $body, int $now, array &$seen): array
{
    $id = $headers['webhook-id'] ?? '';
    $timestamp = $headers['webhook-timestamp'] ?? '';
    $signatures = $headers['webhook-signature'] ?? '';
    if ($id === '' || $timestamp === '' || $signatures === '') {
        throw new InvalidCallback('missing-headers');
    }
    // Too old or too far ahead, either way: a replayed request is old.
    if (!preg_match('/\A\d+\z/', $timestamp) || abs($now - (int) $timestamp) > TOLERANCE_SECONDS) {
        throw new InvalidCallback('stale-timestamp');
    }
    $key = base64_decode(preg_replace('/^whsec_/', '', $secret));
    $expected = 'v1,' . base64_encode(hash_hmac('sha256', "$id.$timestamp.$body", $key, true));
    // Several signatures while a secret changes: one must match.
    $matches = array_filter(explode(' ', $signatures), fn ($given) => hash_equals($expected, $given));
    if (!$matches) {
        throw new InvalidCallback('bad-signature');
    }
    if (isset($seen[$id])) {
        throw new InvalidCallback('replayed-id');
    }
    $seen[$id] = true;
    return json_decode($body, true, 512, JSON_THROW_ON_ERROR);
}

/** Your endpoint: answers first, then hands the event to $fulfil. */
function handle_callback(string $secret, callable $fulfil): void
{
    static $seen = []; // PHP forgets between requests: use your database
    $headers = array_change_key_case(getallheaders(), CASE_LOWER);
    try {
        $event = verify($secret, $headers, file_get_contents('php://input'), time(), $seen);
    } catch (InvalidCallback $refused) { // a repeat gets 2xx, so it is not sent again
        http_response_code($refused->getMessage() === 'replayed-id' ? 200 : 400);
        return;
    }
    http_response_code(204);
    // Under PHP-FPM the answer leaves now; the work comes after.
    function_exists('fastcgi_finish_request') && fastcgi_finish_request();
    $fulfil($event);
}
