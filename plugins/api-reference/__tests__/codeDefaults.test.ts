import { withCodeDefaults } from '../extract/codeDefaults';
import type { RawMember, RawPage } from '../extract/types';

const member = (name: string, defaultValue?: string): RawMember => ({
  name,
  required: false,
  description: '',
  type: 'string',
  ...(defaultValue !== undefined && { defaultValue }),
});

const page = (members: RawMember[]): RawPage => ({
  kind: 'component',
  name: 'Widget',
  product: 'charts',
  slug: 'widget',
  plan: 'community',
  doc: { description: '' },
  imports: [],
  members,
  slots: [],
  classes: [],
  inheritance: [],
});

const corrections = { 'Widget.side': { jsdoc: "'bottom'", shown: '`undefined`: drawn at the top', evidence: 'Widget.js' } };

describe('withCodeDefaults', () => {
  it("replaces a listed member's JSDoc default with what the code does, and leaves the others", () => {
    const [corrected] = withCodeDefaults([page([member('side', "'bottom'"), member('size', "'small'")])], corrections);
    expect(corrected?.members.map((entry) => entry.defaultValue)).toEqual(['`undefined`: drawn at the top', "'small'"]);
  });

  it('fails when the package has changed the default the entry corrects, naming the entry to check', () => {
    expect(() => withCodeDefaults([page([member('side', "'top'")])], corrections)).toThrow(
      /@default of Widget\.side is now "'top'", not "'bottom'".*Widget\.js.*codeDefaults\.ts/,
    );
  });
});

describe('withCodeDefaults on slots', () => {
  const slotCorrections = { 'Widget.slots.toolbar': { jsdoc: 'OtherToolbar', shown: 'WidgetToolbar', evidence: 'Widget.js' } };
  const withSlots = (defaultValue: string): RawPage => ({
    ...page([]),
    slots: [
      { name: 'toolbar', description: '', defaultValue },
      { name: 'icon', description: '', defaultValue: 'WidgetIcon' },
    ],
  });

  it("replaces a listed slot's JSDoc default with the component the code renders, and leaves the others", () => {
    const [result] = withCodeDefaults([withSlots('OtherToolbar')], {}, slotCorrections);
    expect(result?.slots.map((slot) => slot.defaultValue)).toEqual(['WidgetToolbar', 'WidgetIcon']);
  });

  it('fails when the package has changed the slot default the entry corrects', () => {
    expect(() => withCodeDefaults([withSlots('WidgetToolbar')], {}, slotCorrections)).toThrow(
      /@default of Widget\.slots\.toolbar is now "WidgetToolbar", not "OtherToolbar"/,
    );
  });
});
