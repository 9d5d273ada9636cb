<?php
// Runs verify.php on test cases: one JSON case per line on stdin, one JSON verdict per line out.
require __DIR__ . '/verify.php';

foreach (explode("\n", file_get_contents('php://stdin')) as $line) {
    if (trim($line) === '') {
        continue;
    }
    $case = json_decode($line, true, 512, JSON_THROW_ON_ERROR);
    $seen = array_fill_keys($case['seenIds'] ?? [], true);
    try {
        verify($case['secret'], $case['headers'], $case['body'], $case['now'], $seen);
        $verdict = ['ok' => true, 'reason' => 'verified'];
    } catch (InvalidCallback $refused) {
        $verdict = ['ok' => false, 'reason' => $refused->getMessage()];
    }
    echo json_encode($verdict), "\n";
}
