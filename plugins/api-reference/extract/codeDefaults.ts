import type { RawPage } from './types';

/**
 * A default that the package's code applies differently from its JSDoc `@default`: the page shows what the code does.
 * `jsdoc` is the `@default` the declaration carries; when an upgrade changes it, the extraction fails, so that the entry
 * is checked again against the new code (and removed once the JSDoc is right).
 */
interface CodeDefault {
  jsdoc: string;
  /** Shown instead, as a `@default` written with backticks: Markdown. */
  shown: string;
  /** Where the code decides it, for whoever checks the entry. */
  evidence: string;
}

export const CODE_DEFAULTS: Readonly<Record<string, CodeDefault>> = {
  'ChartsWrapper.legendPosition': {
    jsdoc: "{ horizontal: 'center', vertical: 'bottom' }",
    shown: "`undefined`: the legend goes above the chart, centred (the JSDoc's `vertical: 'bottom'` is not applied)",
    evidence:
      "@mui/x-charts/ChartsWrapper/ChartsWrapper.mjs: getGridTemplateAreas puts the legend's row first unless position.vertical is 'bottom', and no code fills in a position",
  },
};

/** The pages with each listed member's default replaced by what the code does. */
export function withCodeDefaults(pages: readonly RawPage[], corrections = CODE_DEFAULTS): RawPage[] {
  return pages.map((page) => ({
    ...page,
    members: page.members.map((member) => {
      const correction = corrections[`${page.name}.${member.name}`];
      if (!correction) return member;
      if (member.defaultValue !== correction.jsdoc) {
        throw new Error(
          `api-reference: the @default of ${page.name}.${member.name} is now ${JSON.stringify(member.defaultValue)}, not ${JSON.stringify(correction.jsdoc)}: check it against the code (${correction.evidence}) and update or remove its entry in plugins/api-reference/extract/codeDefaults.ts.`,
        );
      }
      return { ...member, defaultValue: correction.shown };
    }),
  }));
}
