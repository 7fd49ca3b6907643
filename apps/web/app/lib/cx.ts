import { clsx, type ClassValue } from 'clsx';

export const cx = (...values: ClassValue[]) => clsx(values);
