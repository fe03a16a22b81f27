/** The class lists of the shop's main button and its text links, shared by every form. */
export const buttonClass =
  'inline-flex items-center justify-center rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60';
export const linkClass = 'text-brand-700 underline-offset-2 hover:underline';
