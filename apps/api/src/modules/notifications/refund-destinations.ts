/** Where a refund went, as a notification says it (ADR 0053): each has its own body text. */
export const refundDestinations = ['card', 'wallet', 'stc_pay', 'tabby', 'tamara'] as const;
