/**
 * Two vision statements and two mission statements about financial inclusion. Both readings are kept: the home panel quotes one pair, the About page the other.
 */
export interface VisionMission {
  vision: string;
  mission: string;
}

export const visionMissionHeading = { title: 'Our Vision and Mission', vision: 'Our Vision', mission: 'Our Mission' } as const;

export const visionMission: Record<'home' | 'about', VisionMission> = {
  home: {
    vision: 'To be the payment backbone of Africa, where every business and every person can pay and get paid instantly, wherever they are.',
    mission: 'To simplify payments across Africa with secure, developer-first infrastructure that brings businesses of every size into the digital economy.',
  },
  about: {
    vision: 'A financially inclusive Africa, where access to digital payments never depends on where you live or how much you earn.',
    mission:
      'To give individuals and businesses affordable, reliable tools to accept, send and manage money, and to widen financial inclusion one transaction at a time.',
  },
};
