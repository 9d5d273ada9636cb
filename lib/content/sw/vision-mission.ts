import type { Translated } from '../../i18n/translated';
import type * as en from '../vision-mission';

/** Dira na dhamira kwa Kiswahili: ukurasa wa mwanzo unanukuu jozi moja, ukurasa wa Kuhusu sisi jozi nyingine. */
export const visionMissionHeading: Translated<typeof en.visionMissionHeading> = {
  title: 'Dira na dhamira yetu',
  vision: 'Dira yetu',
  mission: 'Dhamira yetu',
};

export const visionMission: Translated<typeof en.visionMission> = {
  home: {
    vision: 'Kuwa uti wa mgongo wa malipo barani Afrika, ambapo kila biashara na kila mtu anaweza kulipa na kulipwa papo hapo, popote alipo.',
    mission:
      'Kurahisisha malipo kote Afrika kwa miundombinu salama iliyoundwa kwa ajili ya wasanidi programu, inayoleta biashara za kila ukubwa kwenye uchumi wa kidijitali.',
  },
  about: {
    vision: 'Afrika yenye ujumuishaji wa kifedha, ambapo kupata huduma za malipo ya kidijitali hakutegemei unapoishi wala kiasi unachopata.',
    mission:
      'Kuwapa watu binafsi na biashara zana nafuu na za kuaminika za kupokea, kutuma na kusimamia pesa, na kupanua ujumuishaji wa kifedha muamala mmoja baada ya mwingine.',
  },
};
