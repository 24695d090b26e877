/**
 * The site's own ads (a scaffolding tool, templates, themes,
 * enterprise support, a design kit), shown when the network has no paid ad or
 * a blocker keeps its ad out. Images live in static/img/ads/.
 */
import type { Ad } from './ads';

export const IN_HOUSE_POWERED_BY = 'MUI';

export const inHouseAds: readonly Ad[] = [
  {
    label: 'in-house-toolpad',
    name: 'Toolpad',
    description: 'Start a dashboard with a working layout, navigation and sign-in in one command, then keep all of the React code.',
    img: '/img/ads/scaffolding.svg',
    link: 'https://mui.com/toolpad/',
    poweredby: IN_HOUSE_POWERED_BY,
  },
  {
    label: 'in-house-templates',
    name: 'Premium templates',
    description: 'Landing pages, admin panels and checkout flows built with MUI components, ready to adapt to your product.',
    img: '/img/ads/templates.svg',
    link: 'https://mui.com/store/?type=templates',
    poweredby: IN_HOUSE_POWERED_BY,
  },
  {
    label: 'in-house-themes',
    name: 'Themes',
    description: 'Give your app a finished look in an afternoon: colour, type and component styles tuned to work together.',
    img: '/img/ads/themes.svg',
    link: 'https://mui.com/store/?type=themes',
    poweredby: IN_HOUSE_POWERED_BY,
  },
  {
    label: 'in-house-support',
    name: 'Priority support',
    description: 'Answers from the engineers who build MUI X within one business day, for teams shipping on a deadline.',
    img: '/img/ads/support.svg',
    link: 'https://mui.com/x/introduction/priority-support/',
    poweredby: IN_HOUSE_POWERED_BY,
  },
  {
    label: 'in-house-design-kits',
    name: 'Design kits',
    description: 'Every MUI component as a Figma, Sketch or Adobe XD symbol, so designs and code speak the same language.',
    img: '/img/ads/design-kit.svg',
    link: 'https://mui.com/store/?type=design-kits',
    poweredby: IN_HOUSE_POWERED_BY,
  },
];
