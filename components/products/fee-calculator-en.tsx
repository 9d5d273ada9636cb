'use client';

import { feeRates, formatRate } from '@/lib/content/fees';
import { feeCalculatorCopy } from '@/lib/content/products-page';
import { formatKesCents } from '@/lib/kes';
import { FeeCalculator } from './fee-calculator';
import type { FeeCalculatorProps, FeeCalculatorWords } from './fee-calculator';

const words: FeeCalculatorWords = { copy: feeCalculatorCopy, feeRates, formatRate, formatKesCents: (cents) => formatKesCents(cents) };

/** The fee calculator in English. */
export function EnglishFeeCalculator(props: Omit<FeeCalculatorProps, 'words'>) {
  return <FeeCalculator {...props} words={words} />;
}
