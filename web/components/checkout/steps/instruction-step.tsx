import { EXTRA_INSTRUCTION_MAX } from '#lib/contracts/orders.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { Step, type StepProps } from './step.tsx';

/** Extra instruction for the sellers and the delivery person, within the order contract's length. */
export function InstructionStep({ id, number, value, onChange }: StepProps<string>) {
  const { t, number: digits } = useI18n();
  return (
    <Step id={id} number={number} title={t('checkout.instruction')}>
      <label htmlFor={`${id}-text`} className="sr-only">
        {t('checkout.instruction')}
      </label>
      <textarea
        id={`${id}-text`}
        value={value}
        maxLength={EXTRA_INSTRUCTION_MAX}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        className="rounded-md border border-gray-300 px-3 py-2 text-base"
      />
      <p id={`${id}-hint`} className="text-xs text-gray-600">
        {t('checkout.instructionHint', { left: digits(EXTRA_INSTRUCTION_MAX - value.length) })}
      </p>
    </Step>
  );
}
