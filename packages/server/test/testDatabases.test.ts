import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_ID,
  checkoutId,
  likePrefix,
  postgresTemplateName,
  runPidOf,
  templatePrefix,
  testDatabaseName,
  testDatabasePrefix,
} from './support/template';

// Every checkout (main and each git worktree) runs its suite against the one PostgreSQL
// server at the same time as the others; none may clone, drop or clear another's databases.
describe('test database names', () => {
  const other = checkoutId('/work/another-worktree/packages/server');

  it('carry the checkout, so another checkout never matches the prefix this one clears', () => {
    expect(other).not.toBe(CHECKOUT_ID);
    const template = postgresTemplateName('0123456789abcdef');
    expect(template).toBe(`rl_template_${CHECKOUT_ID}_0123456789abcdef`);
    expect(template.startsWith(templatePrefix())).toBe(true);
    expect(template.startsWith(templatePrefix(other))).toBe(false);
    const copy = testDatabaseName(4242, 'a1b2c3d4e5f6');
    expect(copy.startsWith(testDatabasePrefix())).toBe(true);
    expect(copy.startsWith(testDatabasePrefix(other))).toBe(false);
  });

  it('fit within PostgreSQL identifiers, even while a template is being built', () => {
    const building = `${postgresTemplateName('0123456789abcdef')}_building_4194304`;
    const copy = testDatabaseName(4194304, 'a1b2c3d4e5f6');
    for (const name of [building, copy]) expect(name.length).toBeLessThanOrEqual(63);
  });

  it('name the run that cloned a copy, so a later run drops only copies of dead runs', () => {
    expect(runPidOf(testDatabaseName(4242, 'a1b2c3d4e5f6'))).toBe(4242);
    expect(runPidOf(`${testDatabasePrefix(other)}4242_a1b2c3d4e5f6`)).toBeNull();
    expect(runPidOf('rl_test_a1b2c3d4e5f6')).toBeNull();
  });

  it('match their prefix in LIKE with underscores taken literally', () => {
    expect(likePrefix('rl_test_ab_')).toBe('rl\\_test\\_ab\\_%');
  });
});
