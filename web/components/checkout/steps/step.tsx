import type { ReactNode } from 'react';
import type { Address } from '#lib/contracts/addresses.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { AddressSummary } from '../address-card.tsx';

/** What every step of the checkout is given: its heading's id, its number, and its value. */
export interface StepProps<Value> {
  id: string;
  number: number;
  value: Value;
  onChange: (value: Value) => void;
}

/** A numbered part of the checkout (spec §2 names them). */
export function Step({
  id,
  number,
  title,
  children,
}: {
  id: string;
  number: number;
  title: string;
  children: ReactNode;
}) {
  const { number: digits } = useI18n();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4"
      tabIndex={-1}
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <span
          aria-hidden="true"
          className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-brand-600 text-sm text-white"
        >
          {digits(number)}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A choice among the customer's addresses, as radio cards. */
export function AddressChoice({
  name,
  addresses,
  value,
  onChange,
  legend,
}: {
  name: string;
  addresses: Address[];
  value: number | null;
  onChange: (id: number) => void;
  legend: string;
}) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-2 md:grid-cols-2">
        {addresses.map((address) => (
          <label
            key={address.id}
            className="flex cursor-pointer gap-3 rounded-md border border-gray-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={address.id}
              checked={value === address.id}
              onChange={() => onChange(address.id)}
              className="mt-1"
            />
            <AddressSummary address={address} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
