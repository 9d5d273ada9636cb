import { webhookTestVectorsDocument } from '@/lib/mpesa-sandbox/test-vectors';

// Generated once at build time from the code that signs the sandbox's callbacks.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(webhookTestVectorsDocument());
}
