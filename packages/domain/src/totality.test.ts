import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRoute, firstRoleAccess, isWebEventOrVideoPath, routeAccess } from './access';
import { filterMobileInput, filterNumericInput } from './filters';
import { buildAccountRegisterPayload } from './payloads/accountRegister';
import { buildDesignerPayload } from './payloads/designer';
import { splitFullName } from './payloads/splitFullName';
import { buildWebUserPayload, subRolesOf } from './payloads/webUser';
import { countryByCode, countryByName, listCountries } from './reference/countries';
import {
  hasMobileDigitCount,
  isValidMobileNumber,
  mobileDigitCount,
  phoneCodeOf,
} from './reference/phone';
import { findState, statesOf } from './reference/states';
import { effectiveRole, isAdmin, isAdminOrStaff } from './roles';
import { designerApplicationSchema } from './schemas/designerApplication';
import { forgotPasswordSchema } from './schemas/forgotPassword';
import { joinSchema } from './schemas/join';
import { legacyDesignerSchema } from './schemas/legacyDesigner';
import { loginSchema } from './schemas/login';
import { registerWizardProgress, registerWizardSchema } from './schemas/registerWizard';
import { resetPasswordSchema } from './schemas/resetPassword';
import { createEncryptedStorage, createMemoryStorage } from './storage';
import { PROPERTY_TIMEOUT_MS } from './testing/property';

/**
 * "Bad input never throws out of a public function unless its type says so": every public
 * function of the rules, called with anything at all in place of its arguments. Typed
 * callers cannot do this, but values from storage, the network and old drafts can.
 */
type AnyFunction = (...args: never[]) => unknown;

const publicFunctions: Record<string, AnyFunction> = {
  routeAccess,
  firstRoleAccess,
  findRoute,
  isWebEventOrVideoPath,
  filterNumericInput,
  filterMobileInput,
  splitFullName,
  subRolesOf,
  buildWebUserPayload,
  buildDesignerPayload,
  buildAccountRegisterPayload,
  countryByCode,
  countryByName,
  listCountries,
  statesOf,
  findState,
  mobileDigitCount,
  hasMobileDigitCount,
  isValidMobileNumber,
  phoneCodeOf,
  effectiveRole,
  isAdmin,
  isAdminOrStaff,
  registerWizardProgress,
};

// Objects with the fields the rules read, holding the wrong kinds of value.
const formLike = fc.dictionary(
  fc.constantFrom('name', 'country', 'roles', 'is_same', 'events', 'first_name', 'pincode', 'food'),
  fc.anything(),
);
const anyArgument = fc.oneof(fc.anything(), formLike);

describe('public functions are total', () => {
  it.each(Object.entries(publicFunctions))(
    '%s never throws on any arguments',
    (_name, fn) => {
      fc.assert(
        fc.property(anyArgument, anyArgument, (first, second) => {
          const call = fn as (...args: unknown[]) => unknown;
          expect(() => call(first, second)).not.toThrow();
        }),
        { numRuns: 150 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'builds payloads with text in every text field from any values',
    () => {
      fc.assert(
        fc.property(anyArgument, (values) => {
          const webUser = buildWebUserPayload(values as never);
          expect(typeof webUser.firstName).toBe('string');
          expect(webUser.address.country.length).toBeGreaterThan(0);
          const designer = buildDesignerPayload(values as never, 'logo.png');
          expect(Array.isArray(designer.events)).toBe(true);
          expect(typeof designer.returnAddress.city).toBe('string');
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'lets every form schema answer any input with a result, never a throw',
    () => {
      const schemas = [
        loginSchema,
        forgotPasswordSchema,
        resetPasswordSchema,
        registerWizardSchema,
        designerApplicationSchema,
        legacyDesignerSchema,
        joinSchema,
      ];
      fc.assert(
        fc.property(anyArgument, (values) => {
          for (const schema of schemas)
            expect(typeof schema.safeParse(values).success).toBe('boolean');
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'keeps encrypted storage total for any key and any secret',
    () => {
      fc.assert(
        fc.property(fc.anything(), fc.anything(), fc.anything(), (key, secret, value) => {
          const storage = createEncryptedStorage(createMemoryStorage(), secret as string);
          expect(() => storage.set(key as 'USER', value as never)).not.toThrow();
          expect(() => storage.get(key as 'USER')).not.toThrow();
          expect(() => storage.remove(key as 'USER')).not.toThrow();
        }),
        { numRuns: 150 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
