import { createHash } from 'node:crypto';
import { leadId, newsletterLead } from './lead';

const mailbox = 'hello@kilelepay.co.ke';
const secret = 'a-shared-secret-of-at-least-32-characters';

// What someone holding the logs would try: every address on a list, digested as the id once was.
function unkeyedId(email: string): string {
  const lead = newsletterLead({ email });
  const digest = createHash('sha256')
    .update(JSON.stringify([lead.kind, mailbox, lead.data]))
    .digest('base64url');
  return `${lead.kind}-${digest.slice(0, 32)}`;
}

describe('leadId', () => {
  it('cannot be matched against a list of addresses without the secret: the logged id does not undo the masked address', () => {
    const candidates = ['amina@example.co.ke', 'wanjiru@example.co.ke', 'otieno@example.co.ke'];
    const logged = leadId(newsletterLead({ email: 'wanjiru@example.co.ke' }), mailbox, secret);
    expect(candidates.map(unkeyedId)).not.toContain(logged);
  });

  it('is the same for the same submission under the same secret (replays are one lead), and differs under another', () => {
    const lead = () => newsletterLead({ email: 'amina@example.co.ke' });
    expect(leadId(lead(), mailbox, secret)).toBe(leadId(lead(), mailbox, secret));
    expect(leadId(lead(), mailbox, secret)).toMatch(/^newsletter-[\w-]{32}$/);
    expect(leadId(lead(), mailbox, `${secret}-rotated`)).not.toBe(leadId(lead(), mailbox, secret));
  });
});
