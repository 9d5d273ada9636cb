import { buckets } from '@/lib/server/buckets';
import { jsonRoute, otherMethods } from '@/lib/server/json-route';
import { apiErrors } from '@/lib/server/messages';
import { failure, success } from '@/lib/server/response';
import { reportResult } from '@/lib/server/sandbox-listen/publish';
import { listenErrorCodes, resultReportSchema } from '@/lib/sandbox-listen/protocol';

/** The command reports how the developer's handler answered a callback, for the page to show. */
export const POST = jsonRoute({
  name: buckets.sandboxListenResults,
  schema: resultReportSchema,
  handle: async (report) => {
    if (!(await reportResult(report))) return failure(404, apiErrors.unknownPairing, { errorCode: listenErrorCodes.unknownCode });
    return success(200, 'Result recorded');
  },
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
