import {
  OIDC_PROVIDERS,
  PATTERN_NAMES,
  ZCsType,
  ZDeviceLinkType,
  ZMemberDevice,
  ZRegisterField,
} from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';

const flatten = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const keys = new Set(flatten(en));

/** Labels looked up by value (not literal keys, which locales.test.ts checks) exist for every value. */
describe('brand set-up labels', () => {
  it('has a label for every value of the enumerations shown', () => {
    const expected = [
      ...ZCsType.options.map((v) => `brandSetup.customerService.types.${v}`),
      ...ZDeviceLinkType.options.map((v) => `brandSetup.deviceLinks.types.${v}`),
      ...OIDC_PROVIDERS.map((v) => `brandSetup.providers.oidcProviders.${v}`),
      ...ZRegisterField.shape.name.options.map((v) => `registerFields.names.${v}`),
      ...PATTERN_NAMES.map((v) => `registerFields.patterns.${v}`),
      ...ZMemberDevice.shape.kind.options.map((v) => `memberDevices.kinds.${v}`),
      ...['dividend', 'salary', 'dailySalary', 'hourSalary'].map((v) => `brandFlags.${v}`),
    ];
    expect(expected.filter((k) => !keys.has(k))).toEqual([]);
  });
});
