import { webhookTestVectors } from '@/lib/mpesa-sandbox/test-vectors';
import { sandboxWebhookSecret, timestampToleranceSeconds } from '@/lib/mpesa-sandbox/webhook-signature';
import { GET } from './route';

describe('/developers/webhook-test-vectors.json', () => {
  it('publishes the vectors the samples are tested against, with the sandbox secret and the tolerance', async () => {
    const response = GET();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const document = await response.json();
    expect(document).toMatchObject({ secret: sandboxWebhookSecret, timestampToleranceSeconds });
    expect(document.vectors).toEqual(webhookTestVectors());
  });
});
