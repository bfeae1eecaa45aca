import { describe, expect, it } from '@jest/globals';
import { ambiguousAmountMessage, amountText, readAmount, readWholePesos, WHOLE_PESOS_MESSAGE } from './typed-amount';

const NOT_A_NUMBER = 'No es un número.';

describe('an amount typed as es-AR writes it', () => {
  it.each([
    ['9.800', 9800],
    ['9800', 9800],
    ['$ 9.800', 9800],
    ['$9.800', 9800],
    ['  $\u00a09.800  ', 9800],
    ['9.800,50', 9800.5],
    ['$ 9.800,50', 9800.5],
    ['1.250.000', 1250000],
    ['1250000', 1250000],
    ['12,5', 12.5],
    ['0,5', 0.5],
    ['0', 0],
    ['007', 7],
    ['1.000', 1000],
  ])('reads %j as %p', (text, amount) => {
    expect(readAmount(text, NOT_A_NUMBER)).toEqual({ amount });
  });

  it.each([
    '9.80',
    '1,234,5',
    '9,800.50',
    '9.800.5',
    '12.34',
    '0.500',
    '1.2345',
    ',5',
    '.500',
    '9 800',
    '1.234,5.6',
    '9800,',
  ])('refuses %j, whose separators could mean two amounts, naming what was typed', (text) => {
    expect(readAmount(text, NOT_A_NUMBER)).toEqual({
      error: `No se entiende el número «${text}». Usá punto para los miles y coma para los decimales (por ejemplo, 9.800 o 12,5).`,
    });
  });

  it.each(['mucho', '-5', '1e5', '$', '9.800 pesos', 'US$ 10', '+3'])(
    "refuses %j, which is no amount from 0 up, with the place's own words",
    (text) => {
      expect(readAmount(text, NOT_A_NUMBER)).toEqual({ error: NOT_A_NUMBER });
    },
  );

  it('reads nothing typed as no amount', () => {
    expect(readAmount('', NOT_A_NUMBER)).toEqual({ amount: null });
    expect(readAmount('   ', NOT_A_NUMBER)).toEqual({ amount: null });
  });
});

describe('a price in whole pesos', () => {
  it.each([
    ['9.800', { amount: 9800 }],
    ['$ 9.800', { amount: 9800 }],
    ['9.800,00', { amount: 9800 }],
    ['', { amount: null }],
    ['9.800,50', { error: WHOLE_PESOS_MESSAGE }],
    ['mucho', { error: WHOLE_PESOS_MESSAGE }],
    ['9.80', { error: ambiguousAmountMessage('9.80') }],
  ])('reads %j as %p', (text, reading) => {
    expect(readWholePesos(text)).toEqual(reading);
  });
});

describe('an amount written back', () => {
  it.each([9800, 12.5, 0, 1250000.25])('is read again as the same amount: %p', (amount) => {
    expect(readAmount(amountText(amount), NOT_A_NUMBER)).toEqual({ amount });
  });
});
