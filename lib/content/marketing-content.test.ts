import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { whoWeAre } from './about';
import { benefits } from './benefits';
import { infrastructureProducts } from './infrastructure';
import { allOfferings, offeringImageSize, offeringLink, productCards } from './offerings';
import { experience, heroStats } from './stats';
import { timeline } from './timeline';
import { coreValues } from './values';
import { visionMission } from './vision-mission';
import { site } from '../site';

/** The width and height an SVG file declares on its root element. */
function svgSize(publicPath: string): { width: number; height: number } {
  const file = join(process.cwd(), 'public', publicPath);
  expect(existsSync(file)).toBe(true);
  const root = /<svg\b[^>]*>/.exec(readFileSync(file, 'utf8'))?.[0] ?? '';
  return { width: Number(/\swidth="(\d+)"/.exec(root)?.[1]), height: Number(/\sheight="(\d+)"/.exec(root)?.[1]) };
}

describe('marketing copy', () => {
  it('has the five showcase cards, with their buttons, in order', () => {
    expect(productCards.map((card) => card.buttonText)).toEqual(['Receive Payments', 'Create Store', 'Send Money', 'Reconcile', 'Download']);
    expect(productCards.filter((card) => card.comingSoon).map((card) => card.id)).toEqual(['mobile-app']);
  });

  it('sends each card to an internal page or an external site', () => {
    const links = productCards.map((card) => offeringLink('ke', card));
    expect(links).toEqual([
      { href: '/ke/product/payment-infrastructure', external: false },
      { href: site.external.shop, external: true },
      { href: site.external.remittance, external: true },
      { href: site.external.reconciliation, external: true },
      { href: '/ke/products#mobile-app', external: false },
    ]);
  });

  it('draws every illustration at the size the pages reserve for it', () => {
    for (const offering of allOfferings) expect(svgSize(offering.image)).toEqual(offeringImageSize);
    for (const product of infrastructureProducts) expect(svgSize(product.image)).toEqual(offeringImageSize);
    expect(svgSize(whoWeAre.image.src)).toEqual({ width: whoWeAre.image.width, height: whoWeAre.image.height });
  });

  it('keeps both readings of the vision and mission, and of the figures', () => {
    expect(visionMission.home.vision).not.toBe(visionMission.about.vision);
    expect(visionMission.home.mission).not.toBe(visionMission.about.mission);
    expect(heroStats.map((stat) => stat.value)).toContain('50K+');
    expect(whoWeAre.paragraphs.join(' ')).toContain(String(site.foundingYear));
    expect(whoWeAre.paragraphs.join(' ')).toContain(experience.years);
  });

  it('names the benefits, values and milestones', () => {
    expect(benefits.map((benefit) => benefit.title)).toEqual(['Secure Payments', 'Instant Processing', 'Merchant Support', 'Easy Integration']);
    expect(coreValues.map((value) => value.title)).toEqual(['Customer-Centric', 'Trust & Security', 'Innovation']);
    expect(timeline.map((milestone) => `${milestone.period} ${milestone.title}`)).toEqual([
      '2023 Foundation',
      '2024 Growth',
      '2025 Innovation',
      'Future Pan-African',
    ]);
    expect(infrastructureProducts.map((product) => product.title)).toEqual(['Payment Gateway', 'POS Systems', 'Merchant Dashboard', 'Subscription Collection']);
  });
});
