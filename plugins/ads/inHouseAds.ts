/**
 * The site's own ads (a scaffolding tool, templates, themes,
 * enterprise support, a design kit), shown when the network has no paid ad or
 * a blocker keeps its ad out. Images live in static/img/ads/; each ad's name and
 * text are UI messages (`ads.inHouse.<copy>.name` and `.description`), so they
 * show in the reader's language.
 */
import type { InHouseAd } from './ads';

export const IN_HOUSE_POWERED_BY = 'MUI';

export const inHouseAds: readonly InHouseAd[] = [
  {
    label: 'in-house-toolpad',
    copy: 'toolpad',
    img: '/img/ads/scaffolding.svg',
    link: 'https://mui.com/toolpad/',
    poweredby: IN_HOUSE_POWERED_BY,
  },
  {
    label: 'in-house-templates',
    copy: 'templates',
    img: '/img/ads/templates.svg',
    link: 'https://mui.com/store/?type=templates',
    poweredby: IN_HOUSE_POWERED_BY,
  },
  {
    label: 'in-house-themes',
    copy: 'themes',
    img: '/img/ads/themes.svg',
    link: 'https://mui.com/store/?type=themes',
    poweredby: IN_HOUSE_POWERED_BY,
  },
  {
    label: 'in-house-support',
    copy: 'support',
    img: '/img/ads/support.svg',
    link: 'https://mui.com/x/introduction/priority-support/',
    poweredby: IN_HOUSE_POWERED_BY,
  },
  {
    label: 'in-house-design-kits',
    copy: 'designKits',
    img: '/img/ads/design-kit.svg',
    link: 'https://mui.com/store/?type=design-kits',
    poweredby: IN_HOUSE_POWERED_BY,
  },
];
