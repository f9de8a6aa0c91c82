import { describe, expect, it } from 'vitest';
import { donationProblems, maskedAadhaar, normalisedIdNumber, paidOnIso, pledgeRupees } from './donation-rules.ts';

const today = new Date('2026-11-29T06:00:00Z');

describe('the donation rules', () => {
  it('reads the amount offered or typed, with commas, and refuses nothing, zero, fractions and over one crore', () => {
    expect(pledgeRupees('2500')).toBe(2500);
    expect(pledgeRupees('other', '1,25,000')).toBe(125000);
    expect(pledgeRupees('other', '')).toBeUndefined();
    expect(pledgeRupees('other', '0')).toBeUndefined();
    expect(pledgeRupees('other', '99.50')).toBeUndefined();
    expect(pledgeRupees('other', '10000001')).toBeUndefined();
  });

  it('wants a PAN like ABCDE1234F and an Aadhaar number of 12 digits; no ID asks for no number', () => {
    expect(donationProblems({ idType: 'pan', idNumber: 'abcde1234f' }, today)).toEqual({});
    expect(donationProblems({ idType: 'pan', idNumber: '1234' }, today)).toEqual({ idNumber: 'idPan' });
    expect(donationProblems({ idType: 'aadhaar', idNumber: '1234 5678 9012' }, today)).toEqual({});
    expect(donationProblems({ idType: 'aadhaar', idNumber: '1234 5678' }, today)).toEqual({ idNumber: 'idAadhaar' });
    expect(donationProblems({ idType: 'passport', idNumber: '' }, today)).toEqual({ idNumber: 'idNeeded' });
    expect(donationProblems({ idType: 'none', idNumber: '' }, today)).toEqual({});
    expect(normalisedIdNumber('aadhaar', '1234 5678 9012')).toBe('123456789012');
    expect(maskedAadhaar('123456789012')).toBe('XXXX XXXX 9012');
  });

  it('takes the day paid as DD/MM/YYYY in the last year, up to today in India', () => {
    expect(paidOnIso('28/11/2026', today)).toBe('2026-11-28');
    expect(paidOnIso('29.11.2026', today)).toBe('2026-11-29');
    expect(paidOnIso('30/11/2026', today)).toBeUndefined();
    expect(paidOnIso('31/02/2026', today)).toBeUndefined();
    expect(paidOnIso('01/01/2020', today)).toBeUndefined();
  });

  it('wants the 12-digit UTR for a UPI payment, any reference for a bank transfer', () => {
    expect(donationProblems({ mode: 'upi', transactionRef: '612345678901' }, today)).toEqual({});
    expect(donationProblems({ mode: 'upi', transactionRef: 'ABC123' }, today)).toEqual({
      transactionRef: 'utrInvalid',
    });
    expect(donationProblems({ mode: 'bank', transactionRef: 'ABC123' }, today)).toEqual({});
  });
});
