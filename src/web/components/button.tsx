import type { ButtonHTMLAttributes } from 'react';
import { classNames } from '../lib/class-names';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a small spinner before the label; the caller also sets the busy label and `disabled`. */
  busy?: boolean;
};

export function Button({ variant, size, fullWidth, busy = false, className, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button type={type} className={classNames(buttonStyles({ variant, size, fullWidth }), className)} {...rest}>
      {busy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
      {children}
    </button>
  );
}
