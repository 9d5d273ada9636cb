'use client';

import { feeRates, formatRate } from '@/lib/content/sw/fees';
import { feeCalculatorCopy } from '@/lib/content/sw/products-page';
import { formatKesCents } from '@/lib/i18n/swahili-format';
import { FeeCalculator } from './fee-calculator';
import type { FeeCalculatorProps, FeeCalculatorWords } from './fee-calculator';

const words: FeeCalculatorWords = { copy: feeCalculatorCopy, feeRates, formatRate, formatKesCents: (cents) => formatKesCents(cents) };

/** The fee calculator in Kiswahili. */
export function SwahiliFeeCalculator(props: Omit<FeeCalculatorProps, 'words'>) {
  return <FeeCalculator {...props} words={words} />;
}
