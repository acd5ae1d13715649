import { describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { checkRequestForm, emptyRequestForm, leadingProblem, readQuantity, requestFormFields, toRequestBody, type RequestFormValues } from './request-form';

const aramco = { id: 2222, symbol: '2222', name: 'Saudi Aramco' };
const rajhi = { id: 1120, symbol: '1120', name: 'Al Rajhi Bank' };

const whole: RequestFormValues = {
  fullName: 'Sara Alotaibi',
  email: 'sara@example.com',
  phone: '055 123 4567',
  analysisType: 'comprehensive',
  stocks: [
    { stock: aramco, owns: 'yes', averagePrice: '٣٢٫٤٥', quantity: '١٠٠', portfolioPercentage: '12.5' },
    { stock: rajhi, owns: 'no', averagePrice: '', quantity: '', portfolioPercentage: '' },
  ],
  extraInfo: '',
  terms: true,
};

const problems = (values: RequestFormValues, allowed = 2) =>
  Object.fromEntries(Object.entries(checkRequestForm(values, allowed)).filter(([, problem]) => problem !== null));

describe('the analysis request form', () => {
  it('keeps the spec’s words (§5) and the server’s Arabic', () => {
    expect(en.form.errors.agreeTerms).toBe('Please agree to terms and conditions and disclaimer');
    expect(en.form.errors.fillRequired).toBe('Please fill in all required fields');
    expect(en.form.errors.stocksPerPackage).toBe('Please choose stocks according to the selected package');
    expect(ar.form.errors.agreeTerms).toBe('يرجى الموافقة على الشروط والأحكام وإخلاء المسؤولية');
    expect(ar.form.errors.fillRequired).toBe('يرجى تعبئة جميع الحقول المطلوبة');
    expect(ar.form.errors.stocksPerPackage).toBe('يرجى اختيار الأسهم حسب الباقة المختارة');
  });

  it('starts with one slot per stock of the package, prefilled from the account', () => {
    const form = emptyRequestForm(3, { name: 'Sara', email: 'sara@example.com', phone: '-' });
    expect(form.stocks).toHaveLength(3);
    expect([form.fullName, form.email, form.phone, form.terms]).toEqual(['Sara', 'sara@example.com', '', false]);
    expect(requestFormFields(1)).toEqual([
      'full_name',
      'email',
      'phone',
      'analysis_type',
      'package_id',
      'stocks',
      'stocks[0].stock_id',
      'stocks[0].owns_stock',
      'stocks[0].average_price',
      'stocks[0].quantity',
      'stocks[0].portfolio_percentage',
      'extra_info',
      'terms',
    ]);
  });

  it('accepts a whole form and sends exact text the API reads', () => {
    expect(problems(whole)).toEqual({});
    expect(toRequestBody(5, whole)).toEqual({
      full_name: 'Sara Alotaibi',
      email: 'sara@example.com',
      phone: '0551234567',
      analysis_type: 'comprehensive',
      package_id: 5,
      stocks: [
        { stock_id: 2222, owns_stock: true, average_price: '32.45', quantity: 100, portfolio_percentage: '12.5' },
        { stock_id: 1120, owns_stock: false },
      ],
      extra_info: '',
      terms: true,
    });
  });

  it('asks for the terms first, then every required field, then the package’s number of stocks', () => {
    const empty = emptyRequestForm(2);
    const found = problems(empty);
    expect(found).toEqual({
      terms: 'agreeTerms',
      full_name: 'fillRequired',
      email: 'fillRequired',
      phone: 'fillRequired',
      analysis_type: 'fillRequired',
      stocks: 'stocksPerPackage',
    });
    expect(leadingProblem(checkRequestForm(empty, 2))).toBe('agreeTerms');
    expect(leadingProblem(checkRequestForm({ ...empty, terms: true }, 2))).toBe('fillRequired');
    const oneStock = { ...whole, stocks: [whole.stocks[0]!, { ...whole.stocks[1]!, stock: null, owns: '' as const }] };
    expect(problems(oneStock)).toEqual({ stocks: 'stocksPerPackage' });
    expect(leadingProblem(checkRequestForm(oneStock, 2))).toBe('stocksPerPackage');
    expect(leadingProblem(checkRequestForm(whole, 2))).toBeNull();
  });

  it('needs the position of a held stock, checked as the server checks it', () => {
    const held = (position: Partial<RequestFormValues['stocks'][number]>) => ({ ...whole, stocks: [{ ...whole.stocks[0]!, ...position }, whole.stocks[1]!] });
    expect(problems(held({ averagePrice: '', quantity: '', portfolioPercentage: '' }))).toEqual({
      'stocks[0].average_price': 'fillRequired',
      'stocks[0].quantity': 'fillRequired',
      'stocks[0].portfolio_percentage': 'fillRequired',
    });
    expect(problems(held({ averagePrice: '0', quantity: '1.5', portfolioPercentage: '100.01' }))).toEqual({
      'stocks[0].average_price': 'priceInvalid',
      'stocks[0].quantity': 'quantityInvalid',
      'stocks[0].portfolio_percentage': 'percentInvalid',
    });
    expect(problems(held({ portfolioPercentage: '100' }))).toEqual({});
    expect(problems(held({ owns: '' }))).toEqual({ 'stocks[0].owns_stock': 'fillRequired' });
    expect(readQuantity('1,000')).toBe(1000);
    expect(readQuantity('0')).toBeNull();
  });

  it('refuses the same stock twice, a bad email or phone, and over-long texts', () => {
    expect(problems({ ...whole, stocks: [whole.stocks[0]!, { ...whole.stocks[1]!, stock: aramco }] })).toEqual({ 'stocks[1].stock_id': 'stockTwice' });
    expect(problems({ ...whole, email: 'not-an-email', phone: '12' })).toEqual({ email: 'emailInvalid', phone: 'phoneInvalid' });
    expect(problems({ ...whole, phone: '+966551234567' })).toEqual({});
    expect(problems({ ...whole, fullName: 'x'.repeat(121), extraInfo: 'y'.repeat(2001) })).toEqual({ full_name: 'nameTooLong', extra_info: 'infoTooLong' });
  });
});
