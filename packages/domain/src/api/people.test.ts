import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../schemas/textLimits';
import { designersToCsv } from '../people/designersCsv';
import {
  accountListQuerySchema,
  applicationApprovalSchema,
  bulkRejectionSchema,
  mayDecideApplication,
} from './index';

const id = '0190a6d2-0000-7000-8000-000000000001';

describe('the people contract', () => {
  it('decides a pending application, and a rejected one only when an approval reconsiders it', () => {
    const reject = { to: 'rejected', reason: 'No photos' } as const;
    expect(mayDecideApplication('pending', { to: 'approved' })).toBe(true);
    expect(mayDecideApplication('pending', reject)).toBe(true);
    expect(mayDecideApplication('rejected', { to: 'approved' })).toBe(false);
    expect(mayDecideApplication('rejected', { to: 'approved', reconsider: true })).toBe(true);
    expect(mayDecideApplication('rejected', reject)).toBe(false);
    expect(mayDecideApplication('approved', { to: 'approved', reconsider: true })).toBe(false);
    expect(mayDecideApplication('approved', reject)).toBe(false);
    expect(applicationApprovalSchema.safeParse({ reconsider: 'yes' }).success).toBe(false);
  });

  it('trims a rejection reason and refuses a blank, over-long or unstorable one', () => {
    expect(bulkRejectionSchema.parse({ ids: [id], reason: '  Photos, please.  ' })).toEqual({
      ids: [id],
      reason: 'Photos, please.',
    });
    const messages = (reason: string) =>
      bulkRejectionSchema.safeParse({ ids: [id], reason }).error?.issues.map((i) => i.message);
    expect(messages('   ')).toEqual(['Please give a reason']);
    expect(messages('x'.repeat(TEXT_LIMITS.application.rejectionReason + 1))).toHaveLength(1);
    expect(messages('bad\u0000text')).toHaveLength(1);
  });

  it('asks for one to a hundred valid ids in a bulk decision', () => {
    expect(bulkRejectionSchema.safeParse({ ids: [], reason: 'r' }).success).toBe(false);
    expect(bulkRejectionSchema.safeParse({ ids: ['nope'], reason: 'r' }).success).toBe(false);
    const many = Array.from({ length: 101 }, () => id);
    expect(bulkRejectionSchema.safeParse({ ids: many, reason: 'r' }).success).toBe(false);
  });

  it('filters accounts by a known status only', () => {
    expect(accountListQuerySchema.parse({ status: 'suspended' }).status).toBe('suspended');
    expect(accountListQuerySchema.safeParse({ status: 'gone' }).success).toBe(false);
  });

  it('writes the header alone for no designers', () => {
    expect(designersToCsv([])).toBe(
      'Designer Id,Brand,Full Name,E-mail,Application Status,Account Status,Commission (%),Subscription Amount,Payment Account,Joined\r\n',
    );
  });
});
