"""Runs verify.py on test cases: one JSON case per line on stdin, one JSON verdict per line out."""
import json
import sys

from verify import InvalidCallback, verify

for line in sys.stdin.buffer:
    if not line.strip():
        continue
    case = json.loads(line)
    try:
        verify(case["secret"], case["headers"], case["body"].encode(), case["now"], set(case.get("seenIds", [])))
        verdict = {"ok": True, "reason": "verified"}
    except InvalidCallback as refused:
        verdict = {"ok": False, "reason": str(refused)}
    print(json.dumps(verdict))
