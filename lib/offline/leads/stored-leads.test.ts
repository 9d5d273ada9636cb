/**
 * @jest-environment jsdom
 */
import { keepOnlyFreshLeads, offlineLeadsChanged, offlineLeadsKey, storedLeadMaxAgeMs } from './storage-key';
import { discardStoredLeads, forgetLead, keepLead, maxStoredLeads, readStoredLeads } from './stored-leads';

const body = (email: string) => ({ email, country: 'ke', language: 'en', kp_q7x_ref: '' });
const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 26, 12);

describe('the offline leads store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a submission under its one key, reads it back whole, and forgets it by id', () => {
    expect(keepOnlyFreshLeads(now)).toBe(false);
    const entry = keepLead({ kind: 'newsletter', body: body('amina@example.co.ke'), locale: 'sw' }, now);
    expect(entry).not.toBeNull();
    expect(keepOnlyFreshLeads(now)).toBe(true);
    expect(localStorage.getItem(offlineLeadsKey)).toContain('amina@example.co.ke');
    expect(readStoredLeads(now)).toEqual([{ id: entry?.id, kind: 'newsletter', body: body('amina@example.co.ke'), locale: 'sw', savedAt: now }]);

    forgetLead(entry?.id ?? '', now);
    expect(readStoredLeads(now)).toEqual([]);
    expect(keepOnlyFreshLeads(now)).toBe(false);
  });

  it('keeps the same body sent twice offline once', () => {
    const first = keepLead({ kind: 'contact', body: body('a@example.com'), locale: 'en' }, now);
    const again = keepLead({ kind: 'contact', body: { ...body('a@example.com') }, locale: 'en' }, now + 1000);
    expect(again?.id).toBe(first?.id);
    expect(readStoredLeads(now + 1000)).toHaveLength(1);
  });

  it('ignores what is not a valid entry: not JSON, not a list, a wrong kind, a field that is not text', () => {
    localStorage.setItem(offlineLeadsKey, '{not json');
    expect(readStoredLeads(now)).toEqual([]);
    localStorage.setItem(offlineLeadsKey, JSON.stringify({ kind: 'contact' }));
    expect(readStoredLeads(now)).toEqual([]);
    const good = { id: 'x1', kind: 'notify', body: body('b@example.com'), locale: 'en', savedAt: now };
    localStorage.setItem(
      offlineLeadsKey,
      JSON.stringify([
        { ...good, id: 'x2', kind: 'payment' },
        { ...good, id: 'x3', body: { email: 42 } },
        { ...good, id: 'x4', locale: 'fr' },
        { ...good, id: '' },
        good,
      ]),
    );
    expect(readStoredLeads(now).map((lead) => lead.id)).toEqual(['x1']);
  });

  it('drops entries older than a week', () => {
    keepLead({ kind: 'contact', body: body('old@example.com'), locale: 'en' }, now - storedLeadMaxAgeMs - 1);
    keepLead({ kind: 'contact', body: body('recent@example.com'), locale: 'en' }, now - 6 * day);
    expect(readStoredLeads(now).map((lead) => lead.body.email)).toEqual(['recent@example.com']);
  });

  it('drops what is past its week from the device at a page load, before anything reads it, and leaves the rest as it was', () => {
    const recent = { id: 'r', kind: 'contact', body: body('recent@example.com'), locale: 'en', savedAt: now - 6 * day };
    const old = {
      id: 'o',
      kind: 'contact',
      body: { ...body('old@example.com'), fullname: 'Old Name', phone: '+254712345678' },
      locale: 'en',
      savedAt: now - 8 * day,
    };
    localStorage.setItem(offlineLeadsKey, JSON.stringify([old, recent]));
    expect(keepOnlyFreshLeads(now)).toBe(true);
    expect(localStorage.getItem(offlineLeadsKey)).not.toContain('old@example.com');
    expect(JSON.parse(localStorage.getItem(offlineLeadsKey) ?? '')).toEqual([recent]);

    // A week later nothing is left, not even the key.
    expect(keepOnlyFreshLeads(now + 2 * day)).toBe(false);
    expect(localStorage.getItem(offlineLeadsKey)).toBeNull();
  });

  it('removes a store nobody can read at a page load', () => {
    localStorage.setItem(offlineLeadsKey, '{not json');
    expect(keepOnlyFreshLeads(now)).toBe(false);
    expect(localStorage.getItem(offlineLeadsKey)).toBeNull();
  });

  it('discards every kept submission at the visitor’s word, and tells the page', () => {
    keepLead({ kind: 'contact', body: body('a@example.com'), locale: 'en' }, now);
    keepLead({ kind: 'newsletter', body: body('b@example.com'), locale: 'en' }, now);
    const changed = jest.fn();
    window.addEventListener(offlineLeadsChanged, changed);
    discardStoredLeads();
    window.removeEventListener(offlineLeadsChanged, changed);
    expect(localStorage.getItem(offlineLeadsKey)).toBeNull();
    expect(readStoredLeads(now)).toEqual([]);
    expect(changed).toHaveBeenCalled();
  });

  it(`keeps at most ${maxStoredLeads} entries, the newest`, () => {
    for (let index = 0; index < maxStoredLeads + 5; index += 1)
      keepLead({ kind: 'newsletter', body: body(`p${index}@example.com`), locale: 'en' }, now + index);
    const kept = readStoredLeads(now + 100);
    expect(kept).toHaveLength(maxStoredLeads);
    expect(kept[0]?.body.email).toBe('p5@example.com');
    expect(kept.at(-1)?.body.email).toBe(`p${maxStoredLeads + 4}@example.com`);
  });

  it('says it could not keep a submission when the browser refuses to store it', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(keepLead({ kind: 'contact', body: body('a@example.com'), locale: 'en' }, now)).toBeNull();
    setItem.mockRestore();
  });
});
