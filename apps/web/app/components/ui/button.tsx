import type { ButtonHTMLAttributes } from 'react';
import { cx } from '~/lib/cx';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'inverse' | 'inverse-outline';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-900 disabled:bg-slate-400',
  secondary:
    'border border-brand-700 text-brand-700 hover:bg-brand-50 dark:border-brand-100 dark:text-brand-100 dark:hover:bg-slate-800',
  ghost: 'text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400',
  // On dark imagery (the home hero). Separate variants: Tailwind cannot override one colour class with another.
  inverse: 'bg-white text-brand-900 hover:bg-sand-100',
  'inverse-outline': 'border border-white text-white hover:bg-white/10',
};

export const buttonClass = (variant: Variant = 'primary', className?: string) =>
  cx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 font-semibold transition-colors disabled:cursor-not-allowed',
    variants[variant],
    className,
  );

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
